"""Stand-ins for outside services, shared by the tests and the benchmarks (bench/); the app
never imports them. fake_openai.py: a real HTTP server speaking the OpenAI chat-completions
protocol on 127.0.0.1.
"""
