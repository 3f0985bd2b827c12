"""A game session without any UI: settings, variants, players' names, the match, autosave,
and the session in SGF.

The screens build on this; the tests and the command line use it directly.  The package
itself imports nothing: the start screen needs the settings and the autosave's place,
not the match and its engine.
"""
