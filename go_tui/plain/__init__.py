"""Plain mode: a game read and played line by line, with no full screen, colours or escape
codes, for a screen reader (Orca, NVDA over SSH) and for pipes and scripts."""
