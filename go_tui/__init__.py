"""go-tui: play Go with a friend, learn the rules, and solve problems in a terminal."""

__version__ = "0.1.0"
