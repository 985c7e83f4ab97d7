"""Everything pygame-ce: app shell, scenes, widgets, text cache, game views.

The UI draws views and sends actions through the session; it never changes
the rules' state directly.

* ``app``      ``App`` (scene stack, one steppable frame, crash safety) and ``run_app``
* ``inputs``   the one translation of pygame events into semantic ``Input``s
* ``scene``    ``Scene`` / ``Overlay`` base classes (hooks, widget dispatch, tooltips)
* ``text``     ``TextCache`` (fonts + rendered strings), wrapping, glyph checks, labels
* ``theme``    colours, sizes, panel drawing
* ``strings``  the shell's i18n strings (``ui.*``)
* ``saves``    save folders, load list entries, manual saves, ``Autosaver``
* ``crash``    crash reports in ``user_dir()/logs``
* ``widgets``  reusable widgets (see its docstring for the list)
* ``scenes``   launcher, load list, in-game menu, end of game, crash message
* ``views``    ``scene_for(app, session)``; ``views.base.GameScene`` for game
               views; ``views.generic`` plays any game from its legal actions
"""
