from go_tui.cli import main

main()
