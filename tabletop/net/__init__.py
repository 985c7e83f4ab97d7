"""Network play (issue 23): an authoritative host serves a ``Session`` to clients over WebSockets.

* ``protocol``: the JSON messages, their version, size limits and checks;
* ``host``: ``Host``, the server around a session (seat tokens, computer seats, autosave, limits);
* ``client``: ``RemoteSession``, what the screens and bots read of a game played on a host;
* ``seats``: ``SeatTokens``, the seat tokens this computer keeps to join its seats again.

Nothing here knows a game by name: the host serves whatever ``Session`` it is given, and a
client finds the game in the registry by the name the host sends.
"""
