"""The Textual app: screens and widgets that draw what the engine says."""
