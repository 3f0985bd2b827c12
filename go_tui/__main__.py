from go_tui.launch import main

main()
