"""How hand-written example answers are named wherever a model's name is shown."""

from vlm.examples import EXAMPLE_MODEL, model_label


def test_example_answers_are_labelled_as_not_model_output() -> None:
    assert "not model output" in model_label(EXAMPLE_MODEL)
    assert model_label(EXAMPLE_MODEL).startswith(EXAMPLE_MODEL)
    assert model_label("openai/gpt-4o") == "openai/gpt-4o"
