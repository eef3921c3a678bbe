"""The Query tab: ask a model about a case (tab), run and save the answers (run), choose and reach
the model (login, connect), per-session state and the text shown (state).
"""
