"""Questions of a library's tasks by (case id, task id), looked up when asked."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from data.catalog.library import CaseLibrary


class TaskQuestions(Mapping[tuple[str, str], str]):
    """(case id, task id) -> question, read from the library's summaries when asked: a copy
    of every question in a dict cost ~4 MB at 5000 cases for a lookup made once per answer."""

    def __init__(self, library: CaseLibrary) -> None:
        self._library = library

    def __getitem__(self, key: tuple[str, str]) -> str:
        case = self._library.summary(key[0])
        for task in case.tasks if case is not None else ():
            if task.task_id == key[1]:
                return task.question
        raise KeyError(key)

    def __iter__(self) -> Iterator[tuple[str, str]]:
        return ((c.case_id, t.task_id) for c in self._library.cases for t in c.tasks)

    def __len__(self) -> int:
        return sum(len(c.tasks) for c in self._library.cases)
