"""Widgets shared by the screens: the board, the score panel, the move list."""
