"""Everything pygame-ce: app shell, scenes, widgets, text cache, game views.

The UI draws views and sends actions through the session; it never changes
the rules' state directly.
"""
