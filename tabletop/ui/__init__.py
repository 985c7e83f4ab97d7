"""Everything pygame-ce: app shell, scenes, widgets, text cache, game views.

The UI draws views and sends actions through the session; it never reads or
changes the rules' state: screens draw from ``session.view(seat)``,
``legal_actions()``, ``pending()``, ``outcome()``, ``turn_label()``,
``describe_action()`` and the seat's log (``tests/ui/test_no_state.py``).

* ``app``      ``App`` (scene stack, one steppable frame, crash safety) and ``run_app``
* ``inputs``   the one translation of pygame events into semantic ``Input``s
* ``scene``    ``Scene`` / ``Overlay`` base classes (hooks, widget dispatch, tooltips)
* ``text``     ``TextCache`` (fonts + rendered strings), wrapping, glyph checks, labels
* ``surfacecache`` ``SurfaceCache``: the one bounded memo for rendered text, faces, images
* ``theme``    colours, sizes, panel drawing
* ``strings``  the shell's i18n strings (``ui.*``)
* ``saves``    save folders, load list entries, manual saves, ``Autosaver``
* ``crash``    crash reports in ``user_dir()/logs``
* ``widgets``  reusable widgets (see its docstring for the list)
* ``scenes``   launcher, load list, in-game menu, end of game, crash message
* ``views``    ``scene_for(app, session)``; ``views.base.GameScene`` for game
               views; ``views.generic`` plays any game from its legal actions
"""
