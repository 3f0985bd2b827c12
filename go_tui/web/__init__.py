"""``go-tui serve``: the app in a browser, one process and one data folder per page.

textual-serve (the ``web`` extra) runs the command of :mod:`go_tui.web.session` for each
page that connects; :mod:`go_tui.web.origin` decides which requests may reach it.
"""
