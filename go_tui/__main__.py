from go_tui.cli import app

app(prog_name="go-tui")
