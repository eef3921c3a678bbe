"""Chinese imaging centres by brand and Hong Kong general outpatient clinics by place, beside
imaging of a body part, an imaging department and imaging studies."""

from tests.support.privacy_spans import assert_kept_and_gone, redacted_parts


def test_imaging_brand_and_outpatient_clinic_by_place_go():
    text = "颈椎MRI在瑞安影像完成，示C5/6椎间盘突出。FU at 翠湖普通科門診. CT at 嘉信醫學影像."
    assert_kept_and_gone(
        text, ["颈椎MRI", "椎间盘突出"], ["瑞安影像", "翠湖普通科門診", "嘉信醫學影像"]
    )


def test_body_part_department_and_studies_stay():
    text = "在头颅影像上见左侧梗死。于影像科复查。在外院影像检查。在我院影像学检查示正常。"
    assert not any("影像" in part for part in redacted_parts(text))
