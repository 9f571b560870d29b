"""Every sentence the package says to a person, in English and 简体中文, side by side,
so that the two languages cannot drift apart: error messages, the command's labels, the
pages' words, triage's report. ``i18n.say(key, lang, **fields)`` fills one in."""

from __future__ import annotations

from .registry.record import T

MESSAGES: dict[str, T] = {
    # -- lookup errors ----------------------------------------------------------
    "empty": T(
        "empty input: give a code name, a number or a log line",
        "输入为空：请给出错误码名称、数值或一行日志",
    ),
    "wrong_type": T(
        "cannot look up {input} (a {type}): give a code name, a number or a log line",
        "无法查询{input}（类型为{type}）：请给出错误码名称、数值或一行日志",
    ),
    "unknown_name": T(
        "{input} is not a status code name",
        "{input}不是错误码名称",
    ),
    "unknown_value": T(
        "{input} is not the value of any status code",
        "{input}不是任何错误码的取值",
    ),
    "leading_zero": T(
        "{input} is written with a leading zero, as no log writes a code's value",
        "{input}以0开头，而日志中错误码的取值不会这样书写",
    ),
    "bad_hex": T(
        "{input} is not a hexadecimal number",
        "{input}不是十六进制数",
    ),
    "not_found": T(
        "no status code found in {input}",
        "{input}中没有找到错误码",
    ),
    "did_you_mean": T("did you mean {names}?", "您是否要找：{names}？"),
    "cpp_only": T(
        "{name} is defined only in upstream's internal error-number header "
        "(llm_error_codes.h), not by the API: LLMStatusCode has no member for it",
        "{name}仅在上游内部的错误码头文件（llm_error_codes.h）中定义，接口未定义：LLMStatusCode没有对应成员",
    ),
    "bad_lang": T(
        "unknown language {input}: use en or zh",
        "未知语言{input}：请使用en或zh",
    ),
    # -- the exception note -----------------------------------------------------
    "note": T(
        "{name} ({hex}): {meaning}; {recoverable}. See {url}",
        "{name}（{hex}）：{meaning}；{recoverable}。详见 {url}",
    ),
    # -- command-line labels ------------------------------------------------------
    "value": T("Value", "取值"),
    "meaning": T("Meaning", "含义"),
    "recoverable": T("Recoverable", "是否可恢复"),
    "remedy": T("Remedy", "解决办法"),
    "functions": T("Functions", "接口"),
    "notes": T("Notes", "说明"),
    "page": T("Page", "页面"),
    "official": T("Official tables", "官方表格"),
    "in_tables": T(
        "{first}: {first_says}; {second}: {second_says}",
        "{first}：{first_says}；{second}：{second_says}",
    ),
    "documented_as": T("documented, as {name}", "已收录，名为{name}"),
    "documented_yes": T("documented", "已收录"),
    "documented_no": T("not documented", "未收录"),
    "said_by": T(" ({source})", "（{source}）"),
    # Where a family's two tables disagree on recoverability, each says its own.
    "by_table": T("{table}: {says}", "{table}：{says}"),
    "verdict_yes": T("recoverable", "可恢复"),
    "verdict_no": T("not recoverable", "不可恢复"),
    "verdict_none": T("not applicable", "不适用"),
    "verdict_unstated": T("recoverability not stated", "是否可恢复未说明"),
    "no_member": T(
        "no LLMStatusCode member, not in the C++ API", "无LLMStatusCode成员，C++接口也未定义"
    ),
    "name": T("Name", "名称"),
    "colon": T(": ", "："),
    "answer_yes": T("yes", "是"),
    "answer_no": T("no", "否"),
    "answer_none": T("not applicable", "无"),
    "answer_unstated": T("not stated by upstream", "上游未说明"),
    "no_results": T("no code matches {input}", "没有与{input}匹配的错误码"),
    "search_weak": T(
        "no page matches {input} well; the closest follow, and may not be what you are after",
        "没有与{input}匹配得好的页面；以下为最接近的结果，未必是您要找的",
    ),
    "semicolon": T("; ", "；"),
    "cannot_read": T("cannot read {input}: {reason}", "无法读取{input}：{reason}"),
    "stdin": T("standard input", "标准输入"),
    "summaries_one_label": T(
        "two summaries are both the side {label} ({first}, {second}): give each its own "
        "label ({label}1={first} {label}2={second}), or their facts and lines would be "
        "taken for one node's",
        "两个摘要都是同一端{label}（{first}、{second}）：请为每个摘要指定不同的标签"
        "（{label}1={first} {label}2={second}），否则它们的事实与日志行会被当作同一节点的",
    ),
    "nothing_readable": T(
        "nothing to read: none of the files given is a text log ({input})",
        "没有可读取的内容：给出的文件都不是文本日志（{input}）",
    ),
    "not_text": T(
        "cannot read {input}: it is binary data, not a text log (a gzip, xz or UTF-16 log is read as it is)",
        "无法读取{input}：这是二进制数据，不是文本日志（gzip、xz或UTF-16日志可直接读取）",
    ),
    "triage_year_from_line": T(
        "{file}: its clocks that state no year are read in {year}, the year of its first "
        "line that states one",
        "{file}：其中不含年份的时间按{year}年读取，即该文件第一条带年份的行的年份",
    ),
    "triage_year_from_mtime": T(
        "{file}: its clocks that state no year are read in {year}, from the file's last "
        "change: its year, or the year before for a date after the change (no line of it "
        "states one)",
        "{file}：其中不含年份的时间按{year}年读取，依据该文件的最后修改时间：取其年份；日期晚于修改时间的，"
        "取前一年（文件中没有带年份的行）",
    ),
    "em_index_title": T("CANN error manager codes", "CANN错误管理器错误码"),
    "em_index_intro": T(
        "The {count} codes that CANN's components register with the error manager (EI0006, "
        "EJ0001, EL0004, E19999, ...): the code that heads the error block at the end of a "
        "log or an exception when a call fails. Each page quotes the entries registered for it.",
        "CANN各组件在错误管理器中登记的{count}个错误码（EI0006、EJ0001、EL0004、E19999等）：调用失败时，"
        "日志或异常末尾错误块的首个错误码。每个页面引用为该码登记的条目。",
    ),
    "em_index_inner": T(
        "A code ending in 9999 or 8888 is an inner error: its text is given at run time, and "
        "most such codes are registered nowhere (llm-status explain EI9999 says its class).",
        "以9999或8888结尾的错误码是内部错误：其文字在运行时给出，多数未在任何地方登记"
        "（llm-status explain EI9999会给出其类别）。",
    ),
    "em_col_code": T("Code", "错误码"),
    "em_col_title": T("Title", "标题"),
    "em_col_class": T("Class", "类别"),
    "em_col_layer": T("Layer triage reads it in", "排查时归入的层"),
    "em_page_description": T(
        "{code} ({title}): what the CANN error manager's entry says, word for word.",
        "{code}（{title}）：CANN错误管理器条目的原文。",
    ),
    "em_page_intro": T(
        "{code} heads the error manager's block when the component that registers it reports "
        "a failure. Below, each entry registered for it, word for word.",
        "登记{code}的组件报告失败时，{code}出现在错误管理器错误块的首行。下面是为它登记的每个条目的原文。",
    ),
    "em_registered_in": T("Registered in {repo}", "登记于{repo}"),
    "em_title": T("Title", "标题"),
    "em_args": T("Arguments (each %s in turn)", "参数（依次对应每个%s）"),
    "em_guide": T("HCCL's fault-diagnosis guide", "HCCL故障诊断指南"),
    # -- torch_npu's codes (registry/torch_npu.py) ----------------------------------------
    "torch_npu_code": T(
        "{code}: torch_npu's code: submodule {submodule}, error type {kind}: \u201c{meaning}\u201d "
        "(torch_npu's words, {source}). It is no CANN code: it says which part of torch_npu "
        "raised the error and what kind of call failed.",
        "{code}：torch_npu的错误码：子模块{submodule}，错误类型{kind}：\u201c{meaning}\u201d"
        "（torch_npu的原文，{source}）。它不是CANN错误码：它说明是torch_npu的哪一部分报错、哪一类调用失败。",
    ),
    "torch_npu_carries": T(
        "The CANN code of the failure is elsewhere in the message: the {carries} after "
        "\u201cerror code is\u201d, and the error manager's block that follows (EI\u2026, "
        "EJ\u2026, EL\u2026): explain those.",
        "失败的CANN错误码在消息的其他位置：\u201cerror code is\u201d之后的{carries}，以及随后的错误管理器错误块"
        "（EI\u2026、EJ\u2026、EL\u2026）：请对它们使用explain。",
    ),
    "torch_npu_carries_nothing": T(
        "The CANN code of the failure, if any, is in the error manager's block that follows "
        "(EI\u2026, EJ\u2026, EL\u2026): explain it.",
        "失败的CANN错误码（如有）在随后的错误管理器错误块中（EI\u2026、EJ\u2026、EL\u2026）：请对它使用explain。",
    ),
    "tn_page_title": T("torch_npu error codes", "torch_npu错误码"),
    "tn_page_intro": T(
        "torch_npu ends an error's message with its own code, ERR, the submodule on two "
        "digits and the error type on three (ERR02200 DIST call hccl api failed). It is no "
        "CANN code: it says which part of torch_npu raised the error and what kind of call "
        "failed; the failure's CANN code is elsewhere in the message.",
        "torch_npu在错误消息末尾给出自己的错误码：ERR、两位子模块号与三位错误类型号（ERR02200 DIST call "
        "hccl api failed）。它不是CANN错误码：它说明是torch_npu的哪一部分报错、哪一类调用失败；失败的CANN"
        "错误码在消息的其他位置。",
    ),
    "tn_submodules": T("Submodules", "子模块"),
    "tn_types": T("Error types", "错误类型"),
    "tn_col_name": T("Name", "名称"),
    "tn_col_meaning": T("Printed meaning (torch_npu's words)", "打印的含义（torch_npu原文）"),
    "tn_checks": T("The codes of its check macros", "其检查宏给出的错误码"),
    "tn_device_errors": T(
        "The device errors NPU function error names", "NPU function error所指名的设备错误"
    ),
    "tn_device_errors_intro": T(
        "A line NPU_CHECK_ERROR prints reads <function>:<file>:<line> NPU function error: X, "
        "error code is N, then the ERR code and the error manager's block. Where N is one of "
        "these aclErrors, X is its name below; for any other, X is the call that failed.",
        "NPU_CHECK_ERROR打印的行为<function>:<file>:<line> NPU function error: X, error code "
        "is N，其后是ERR错误码和错误管理器的信息块。N为下列aclError之一时，X为下表中的名称；"
        "其他情况下，X为失败的调用。",
    ),
    "tn_col_constant": T(
        "Constant (hicann/runtime rt_error_codes.h)", "常量（hicann/runtime的rt_error_codes.h）"
    ),
    "tn_device_errors_notes": T(
        "UCE ERROR only where the UCE check finds and repairs the error (otherwise the call); "
        "HBM MULTI BIT ECC ERROR. is followed by the error manager's text and the time; on "
        "Ascend950 and later, HCCS LINK ERROR reads UB LINK ERROR, and X is followed by the "
        "runtime's device error information.",
        "UCE ERROR仅在UCE检查发现并修复该错误时出现（否则为失败的调用）；HBM MULTI BIT ECC ERROR.之后"
        "是错误管理器的文本和时间；在Ascend950及之后的设备上，HCCS LINK ERROR写作UB LINK ERROR，"
        "且X之后跟有运行时的设备错误信息。",
    ),
    "tn_compact": T("When the message is shorter: {variable}", "消息变短的情形：{variable}"),
    "tn_compact_text": T(
        "With {variable} set to a true value, torch_npu prints no ERR code at all (its C++ "
        "and its Python side; the Python side prints none in an interactive command line "
        "either), and the error manager's block is shortened: a block whose first code is an "
        "inner error (E?9999) becomes CANN Inner Error. Please rectify the fault based on the "
        "error information in the ascend log.; any other becomes CANN error: followed by its "
        "text on one line. The aclError in error code is N is still there.",
        "{variable}设为真值时，torch_npu不打印任何ERR错误码（C++侧与Python侧均如此；Python侧在"
        "交互式命令行中也不打印），错误管理器的信息块也被缩短：首个错误码为内部错误（E?9999）的"
        "信息块变为CANN Inner Error. Please rectify the fault based on the error information in "
        "the ascend log.；其他信息块变为CANN error:加上压成一行的原文。error code is N中的aclError"
        "仍然保留。",
    ),
    # -- the neighbours' codes (registry/neighbours.py) ---------------------------------
    "nb_index_title": T("Neighbours' codes", "周边软件的错误码"),
    "nb_index_intro": T(
        "The codes of the software around LLM-DataDist and HIXL in a prefill/decode "
        "deployment: {count} codes in {families} tables, and SGLang's transfer errors. "
        "Each is named only where its own message prints it: their negative numbers "
        "collide (-101 is {n101} codes, -1 is {n1}), so a bare number in a log names nothing.",
        "PD分离部署中LLM-DataDist与HIXL周边软件的错误码：{families}张表中的{count}个错误码，"
        "以及SGLang的传输错误。每个错误码只在其自身的消息打印它时才被识别：它们的负数取值"
        "相互重合（-101是{n101}个错误码，-1是{n1}个），所以日志中孤立的数字不代表任何错误码。",
    ),
    "nb_col_code": T("Code", "错误码"),
    "nb_col_value": T("Value", "取值"),
    "nb_col_meaning": T("Meaning", "含义"),
    "nb_col_table": T("Table", "表"),
    "nb_col_reason": T("Reason (its words)", "原因（原文）"),
    "nb_defined": T(
        "Defined in {path} of {repo} at {commit}.",
        "定义于{repo}的{path}（提交{commit}）。",
    ),
    "nb_meanings": T("Meanings: {said}", "含义：{said}"),
    "nb_no_meaning": T(
        "{repo} documents no meaning for it beyond its name.",
        "{repo}除名称外没有说明其含义。",
    ),
    "nb_words": T("({repo}'s words)", "（{repo}原文）"),
    "nb_words_ours": T("(our translation of {repo}'s words)", "（{repo}原文的本项目译文）"),
    "nb_enumerator": T("Its name in the source: {name}", "源码中的名称：{name}"),
    "nb_comment": T("The header's comment: {comment}", "头文件注释：{comment}"),
    "nb_retired_description": T(
        "{name}: not a code of this table at the commit it is read at",
        "{name}：在本表所依据的提交中不是其错误码",
    ),
    "nb_retired": T(
        "{name} ({enumerator}) was listed here once, but {repo} does not define it in {path} "
        "at commit {commit}, where this table is read; a later text of that file does, at a "
        "commit we cannot name. So it is not read as a code here, and nothing is said of it.",
        "{name}（{enumerator}）曾列于此处，但{repo}在本表所依据的提交{commit}中，{path}并未定义它；"
        "该文件后来的版本定义了它，但我们无法确定其提交。因此这里不把它当作错误码解读，也不对其作任何说明。",
    ),
    "nb_where": T("Where a log names it", "日志中何处出现"),
    "nb_where_forms": T("How logs print this table's codes", "日志如何打印该表的错误码"),
    "nb_printed_by": T("Printed by {where}", "打印位置：{where}"),
    "nb_store_sites": T(
        "Where its source logs a code ({count} places)", "源码中记录错误码之处（{count} 处）"
    ),
    "nb_sites_about": T(
        "Each glog statement of {repo} at commit {commit} (tests left out) that streams a "
        "Store ErrorCode, by name or by value, with the words it prints just before and "
        "after the code: a line is read by those words, and a line read so names its site. "
        "A value is read only after words that end in =.",
        "{repo} 在提交 {commit} 中（测试除外）每条输出 Store ErrorCode（名称或数值）的 glog "
        "语句，及其在错误码之前、之后打印的文字：日志行按这些文字读取，读到的行会指出其打印位置。"
        "数值只在以 = 结尾的文字之后读取。",
    ),
    "nb_col_site": T("Site", "位置"),
    "nb_col_level": T("Level", "级别"),
    "nb_col_function": T("Function", "函数"),
    "nb_col_before": T("Words before the code", "错误码之前的文字"),
    "nb_col_after": T("Words after", "之后的文字"),
    "nb_not_printed": T(
        "No message we know prints it; it is named here only when asked for by name.",
        "我们未发现打印它的消息；只有按名称查询时才会识别它。",
    ),
    "nb_remedy": T("What to do", "处理建议"),
    "nb_remedy_from": T("from {source}", "出自{source}"),
    "nb_readings": T("How others read it", "其他解读"),
    "nb_reading": T("{who}: {says} (in our words)", "{who}：{says}（本项目转述）"),
    "nb_readings_disagree": T(
        "These readings disagree; which holds depends on the MindIE version. Read the "
        "LLM-DataDist lines beside it.",
        "这些解读并不一致，以哪一个为准取决于MindIE的版本。请结合其旁边LLM-DataDist的日志分析。",
    ),
    "nb_same_number": T(
        "The same number in other tables: {others}. The message that prints it decides.",
        "其他表中相同的数值：{others}。由打印它的消息决定属于哪一张表。",
    ),
    "nb_bare_number": T(
        "in the neighbours' tables it is {codes}; a number alone cannot say which: "
        "explain the line that printed it",
        "在周边软件的错误码表中它是{codes}；仅凭数字无法确定是哪一个：请对打印它的那一行日志使用explain",
    ),
    "nb_code": T("{name}{value}: {family}", "{name}{value}：{family}"),
    "nb_reason": T(
        "SGLang's KVTransferError (bootstrap_room={room}): {meaning}",
        "SGLang的传输错误KVTransferError（bootstrap_room={room}）：{meaning}",
    ),
    "nb_message": T("{meaning}", "{meaning}"),  # the meaning names SGLang itself
    "nb_propagated": T(
        "It only passes on another rank's failure: this rank is not the cause.",
        "它只是转述另一个rank的失败：本rank不是原因所在。",
    ),
    "nb_reasons": T("SGLang's transfer errors", "SGLang的传输错误"),
    "nb_reasons_intro": T(
        "SGLang fails a prefill/decode request with KVTransferError(bootstrap_room=N): "
        "reason. Its reasons, as {repo} gives them at commit {commit} (each linked to its "
        "line below python/sglang/srt/disaggregation/); what each means is ours.",
        "SGLang以KVTransferError(bootstrap_room=N): 原因 使PD请求失败。以下原因出自{repo}在提交"
        "{commit}的源码（各自链接到python/sglang/srt/disaggregation/下的对应行）；各自的含义为本项目所述。",
    ),
    "nb_page_description": T(
        "{name}: {family}, what it means, where it is printed and what to do",
        "{name}：{family}，含义、打印位置与处理建议",
    ),
    "nb_family_table": T("The table ({count})", "错误码表（{count}个）"),
    "nb_mindie_unknown": T(
        "{code}: MindIE's format, component {component}; MindIE LLM's table (at the "
        "commit we read) has no such code.",
        "{code}：MindIE的错误码格式，组件为{component}；MindIE LLM的错误码表（我们读取的"
        "版本）中没有此错误码。",
    ),
    "nb_mindie_parts": T(
        "{component}'s code, read by its parts ({source}): {parts}",
        "{component}的错误码，按其组成部分解读（{source}）：{parts}",
    ),
    "nb_parts_sep": T(", ", "，"),
    "nb_part_submodule": T("sub-module", "子模块"),
    "nb_part_feature": T("feature", "特性"),
    "nb_part_type": T("error type", "错误类型"),
    "nb_part": T("{part} {name} ({digits})", "{part}{name}（{digits}）"),
    "nb_part_unnamed": T(
        "{part} {digits}, which it does not name", "{part}{digits}（源码中无此名称）"
    ),
    "nb_sites": T(
        "Printed at {count} places of its source at the commit we read; the first: {where}",
        "在我们读取的版本的源码中有{count}处打印它；第一处：{where}",
    ),
    "nb_no_sites": T(
        "No place of its source at the commit we read prints it.",
        "我们读取的版本的源码中没有打印它的地方。",
    ),
    "nb_col_parts": T("Its parts", "组成部分"),
    "nb_col_printed": T("Printed at (its words)", "打印位置（原文）"),
    "nb_composed_where": T(
        "A line names it wherever the code stands as a word of its own (MindIE writes it in "
        "brackets before its message). Where its source prints each code is in the table.",
        "错误码在一行中作为独立的词出现时即被识别（MindIE把它写在消息前的方括号中）。"
        "源码中打印每个错误码的位置见下表。",
    ),
    # -- the CANN error manager's codes (registry/error_manager.py) ----------------------
    "em_entry": T(
        "{code}: the CANN error manager's code, {cls}, {title} (registered in {where})",
        "{code}：CANN错误管理器（error manager）的错误码，{cls}，{title}（登记于{where}）",
    ),
    "em_no_class": T("no class given", "未给出类别"),
    "decoder_manager_inner": T(
        "{code}: an inner error of the CANN error manager ({cls}); its block's lines say "
        "what failed",
        "{code}：CANN错误管理器的内部错误（{cls}）；该错误块中的各行说明了失败之处",
    ),
    "decoder_manager": T(
        "{code}: the CANN error manager's code ({cls}), {title}",
        "{code}：CANN错误管理器的错误码（{cls}），{title}",
    ),
    "decoder_torch_npu": T(
        "{code}: torch_npu's code (submodule {submodule}, error type {kind}: {meaning}), no "
        "CANN code: the CANN code of the failure is elsewhere in the message",
        "{code}：torch_npu的错误码（子模块{submodule}，错误类型{kind}：{meaning}），不是CANN错误码："
        "失败的CANN错误码在消息的其他位置",
    ),
    "em_message": T("Message", "消息"),
    "em_cause": T("Possible cause", "可能原因"),
    "em_solution": T("Solution", "解决办法"),
    "em_message_only": T(
        "{cls}, {title}: “{message}”; its entry states no cause or solution",
        "{cls}，{title}：“{message}”；其条目未给出原因或解决办法",
    ),
    "em_logged": T("{what}, as logged: {words}", "{what}（日志原文）：{words}"),
    "em_traceback": T(
        "Its TraceBack, as logged (the most recent call last):",
        "其TraceBack（日志原文，最近的调用在最后）：",
    ),
    "em_english_only": T(
        "Upstream registers these words in English only; they are quoted as they are.",
        "上游只以英文登记这些文字，此处按原文引用。",
    ),
    "em_inner": T(
        "{code}: an inner error of the CANN error manager ({cls}): a code ending in 9999 or "
        "8888 gets its text at run time; the lines of its block say what failed.",
        "{code}：CANN错误管理器的内部错误（{cls}）：以9999或8888结尾的错误码在运行时才给出文字；"
        "该错误块中的各行说明了失败之处。",
    ),
    "nuls_skipped": T(
        "{input}: read past {count} NUL bytes at its start (what logrotate's copytruncate "
        "leaves while the program keeps writing at its old offset)",
        "{input}：已略过其开头的{count}个NUL字节（logrotate的copytruncate截断文件而程序仍按原偏移写入时留下的）",
    ),
    "same_value_below": T(
        "{value} is also AscendCL's {lower} ({table}): {meaning}. A line that reports an "
        "ACL or runtime call's status (ret: 0x..., error code is ...) means that one; "
        "LLM-DataDist's status_code, or its plog's ErrorNo, means {name}.",
        "{value}也是AscendCL的{lower}（{table}）：{meaning}。报告ACL或runtime调用状态的行（ret: 0x...、"
        "error code is ...）指的是它；LLM-DataDist的status_code或其plog的ErrorNo指的是{name}。",
    ),
    "version_line": T("llm-status {version}", "llm-status 版本{version}"),
    "version_sources": T(
        "Its tables are read from these upstream commits:", "其表格读取自以下上游提交："
    ),
    "help_version": T(
        "print the version and the upstream commits its tables come from, and exit",
        "打印版本及其表格所依据的上游提交，然后退出",
    ),
    "same_value_remedy": T(
        "{lower}'s official remedy (in Chinese, as the table has it): {remedy}",
        "{lower}的官方解决方法：{remedy}",
    ),
    "xz_not_here": T(
        "cannot read {input}: it is compressed with xz, and this Python has no xz "
        "decompressor (lzma); decompress it, or read it with the command",
        "无法读取{input}：它以xz压缩，而此处的Python没有xz解压模块（lzma）；请先解压，或用命令读取",
    ),
    "interrupted": T("interrupted", "已中断"),
    "stdin_closed": T("standard input is closed", "标准输入已关闭"),
    "stdout_closed": T("standard output is closed", "标准输出已关闭"),
    "cannot_write": T("cannot write the answer: {reason}", "无法输出结果：{reason}"),
    "bad_docs_url": T(
        "LLM_STATUS_DOCS_URL {input} is not the http(s) address of a host (no user, query, "
        "fragment or control character; a copy of the site is served, as by `python3 -m "
        "http.server`): the links use {default}",
        "LLM_STATUS_DOCS_URL {input}不是某个主机的http(s)地址（不含用户名、查询、片段或控制字符；"
        "站点副本需经服务器提供，例如`python3 -m http.server`）：链接改用{default}",
    ),
    "empty_file_name": T(
        "the file name is empty: name a log, or give none to read standard input",
        "文件名为空：请指定日志文件，或不指定文件以读取标准输入",
    ),
    "empty_source": T(
        "{input} names no path: give SIDE=PATH (P=/root/ascend/log), a path, or - for standard input",
        "{input}未给出路径：请给出“端=路径”（P=/root/ascend/log）、路径，或用-表示标准输入",
    ),
    "cut": T("… (cut: {length} characters)", "…（已截断：共{length}个字符）"),
    "cut_piece": T(
        "… (cut: a piece of a line longer than 1 MiB, read in pieces)",
        "…（已截断：超过1 MiB的长行中的一段，该行分段读取）",
    ),
    "group_differ": T("The official tables disagree", "官方表格说法不一"),
    "group_yes": T("Recoverable", "可恢复"),
    "group_no": T("Not recoverable", "不可恢复"),
    "group_unstated": T("Recoverability not stated by upstream", "上游未说明是否可恢复"),
    "group_none": T("Not applicable", "不适用"),
    "decoded": T("{name}: {meaning} ({recoverable})", "{name}：{meaning}（{recoverable}）"),
    "cpp_marker": T("(not in the API)", "（接口未定义）"),
    "message": T("Message", "消息"),
    "message_from": T(
        "{shows_as}, printed by {function} ({site})", "{shows_as}，由{function}输出（{site}）"
    ),
    "usage_error": T(
        "{prog}: {message} (see {prog} --help)",
        "{prog}：参数有误：{message}（用法见{prog} --help）",
    ),
    "message_like": T(
        "looks like the message {function} prints ({site}) as {shows_as}; the line does not "
        "name that file or function",
        "看起来是{function}以{shows_as}形式输出的消息（{site}）；该行没有给出这个文件或函数",
    ),
    "message_like_many": T(
        "looks like the message {function} prints ({site}) as {shows_as}, one of {count} "
        "places in upstream's source that print these words; the line names none of their "
        "files or functions",
        "看起来是{function}以{shows_as}形式输出的消息（{site}），上游源码中有{count}处输出同样"
        "的文字，此为其一；该行没有给出其中任何一处的文件或函数",
    ),
    "message_reached_by": T("{function} (reached by {calls})", "{function}（由{calls}调用）"),
    "shows_as_plog": T("a plog ERROR line", "plog中的ERROR日志"),
    "shows_as_exception": T("the text of an LLMException", "LLMException的异常信息"),
    "shows_as_description": T("the description upstream registers", "上游注册的描述"),
    "shows_as_short_plog": T("plog ERROR line", "plog ERROR日志"),
    "shows_as_plog_info": T(
        "a plog INFO line (an early return: no ErrorNo)", "plog中的INFO日志（提前返回：无ErrorNo）"
    ),
    "shows_as_short_plog_info": T("plog INFO line", "plog INFO日志"),
    "shows_as_short_exception": T("LLMException text", "LLMException异常信息"),
    "page_log": T("What the log says", "日志中的内容"),
    "log_description": T(
        "Upstream registers this description for the code: {template}",
        "上游为该错误码注册的描述：{template}",
    ),
    # Honest counts: the catalogue is extracted by a script and can miss a message.
    "log_folded_noscript": T(
        "The folded groups open with JavaScript; without it, the messages are in upstream's "
        "source at commit {commit}.",
        "折叠的分组需要JavaScript才能展开；没有它时，这些消息可在上游源码提交{commit}中查看。",
    ),
    "log_messages": T(
        "The catalogue of upstream's messages (extracted by a script from upstream's source at "
        "commit {commit}; it can miss a message built at run time) lists {count} for this code, "
        "quoted as upstream writes them; each links to its line:",
        "上游消息目录（由脚本从上游源码提交{commit}中提取，可能遗漏运行时拼接的消息）中，"
        "该错误码共有{count}条消息，按上游原文引用，并链接到源码所在行：",
    ),
    "log_none": T(
        "The catalogue of upstream's messages (extracted by a script from upstream's source at "
        "commit {commit}) lists no message for this code.",
        "上游消息目录（由脚本从上游源码提交{commit}中提取）中没有该错误码的消息。",
    ),
    "explain_log_some": T(
        "The catalogue of upstream's messages (extracted by a script from upstream's source at "
        "commit {commit}; it can miss a message built at run time) lists {count}; the first "
        "{shown}, and all of them on the page:",
        "上游消息目录（由脚本从上游源码提交{commit}中提取，可能遗漏运行时拼接的消息）共有{count}条；"
        "以下为前{shown}条，全部见页面：",
    ),
    "explain_log_all": T(
        "The catalogue of upstream's messages (extracted by a script from upstream's source at "
        "commit {commit}; it can miss a message built at run time) lists {count}:",
        "上游消息目录（由脚本从上游源码提交{commit}中提取，可能遗漏运行时拼接的消息）共有{count}条：",
    ),
    "footer_applies": T(
        "Describes upstream {repository} at commit {commit}; generated on {date}.",
        "所述内容对应上游{repository}的提交{commit}；生成于{date}。",
    ),
    "footer_benchmarks": T("Benchmarks", "性能测试"),
    "footer_report": T("Report a wrong remedy", "报告错误的解决办法"),
    "index_legend": T("What the labels say", "标签的含义"),
    "legend_yes": T("an official table says the code can be recovered", "官方表格称该错误码可恢复"),
    "legend_no": T("an official table says it cannot be recovered", "官方表格称该错误码不可恢复"),
    "legend_none": T("success: nothing to recover from", "成功：无需恢复"),
    "legend_unstated": T("no table says whether it can be recovered", "没有表格说明是否可恢复"),
    "legend_ours": T(
        "no official table documents the code: its text is this project's reading",
        "官方表格未收录该错误码：其文字为本项目的理解",
    ),
    "legend_reserved": T(
        "a table calls the code reserved: not returned, or not supported, for now",
        "表格称该错误码为预留：暂不返回或暂不支持",
    ),
    "index_filter": T(
        "Filter the codes (a name, a value, words):", "筛选错误码（名称、取值或文字）："
    ),
    "index_filter_count": T("{shown} of {total} codes shown", "显示{shown}个错误码，共{total}个"),
    "message_link": T("A link to this message", "指向该消息的链接"),
    "message_filter": T("Filter the messages:", "筛选消息："),
    "message_filter_count": T("{shown} of {total} shown", "显示{shown}条，共{total}条"),
    "log_group_function": T("from {name} ({count})", "来自{name}（{count}条）"),
    # A group of upstream's messages by where they are printed: a Python file, or a C++
    # component (the catalogue's origin decides: py-* rows are Python, the rest C++).
    "log_group_python": T("in {name} (Python, {count})", "{name}中（Python，{count}条）"),
    "log_group_component": T("in {name} (C++, {count})", "{name}中（C++，{count}条）"),
    "log_group_cpp_api": T(
        "reached only by the C++ API's {name} ({count})", "仅C++接口{name}会触发（{count}条）"
    ),
    "log_failed_call": T(
        'A call that fails in the Python layer also raises LLMException("[<call>] failed, '
        "error code is LLMStatusCode.<code>, <info>.\"): the call's name is in the message.",
        'Python层调用失败时，还会抛出LLMException("[<call>] failed, error code is '
        'LLMStatusCode.<code>, <info>.")：消息中带有接口名。',
    ),
    # What the decoder and decode say of a code where its remedy splits by call, and of a
    # number in a family's range that no code has (both fronts read these).
    "step_after": T("after {call}: {says}", "{call}报错时：{says}"),
    "step_depends": T(
        "What to do depends on the call that returned it: see its page.",
        "如何处理取决于报错的接口：见该错误码页面。",
    ),
    "on_line": T("line {n}", "第{n}行"),
    "decoder_search": T("Search the site for this text", "在本站搜索这段文字"),
    "decoder_symptom": T(
        "A symptom that upstream's troubleshooting guide describes: {title}",
        "上游排查指南所述的现象：{title}",
    ),
    "not_a_known_value": T("not the value of a known code", "不是已知错误码的取值"),
    "unknown_in_range": T("{value} ({hex}): {says}", "{value}（{hex}）：{says}"),
    "passes_on": T(
        "This line passes on the status of an earlier failure (upstream logs it when a call it "
        "made failed): look for the first error before it; its ErrorNo is not the cause.",
        "该行传递的是此前一次失败的状态（上游在其调用的接口失败时输出该行）：请查找它之前的"
        "第一条错误；该行的ErrorNo并非原因。",
    ),
    "repeats_status": T(
        "This line repeats the status of a call that failed before it (upstream logs the "
        "failed call's own status): its status is that failure's, the one to act on; the "
        "first error before it is where it failed.",
        "该行重复的是此前失败的调用的状态（上游输出的是该调用自身的状态）：其状态即那次失败的状态，"
        "应据此处理；它之前的第一条错误是失败之处。",
    ),
    "fails_with": T(
        "The line logs {logged}; the call then fails with {code} ({how}): act on {code}.",
        "该行记录的是{logged}；随后调用以{code}失败（{how}）：请按{code}处理。",
    ),
    "fails_with_returns": T(
        "upstream's source returns it after this check",
        "上游源码在该检查后返回此错误码",
    ),
    "fails_with_acl": T(
        "upstream converts the failed ACL call's {lower} to it, as upstream's catalogue "
        "says (ConvertAclError2Ge)",
        "上游将失败的ACL调用返回的{lower}转换为此错误码，见上游目录说明（ConvertAclError2Ge）",
    ),
    "message_disagrees": T(
        "The line's number says {code}; upstream reports this message with {other}.",
        "该行中的数值对应{code}；上游上报该消息时使用的是{other}。",
    ),
    # -- advice for programs ------------------------------------------------------------
    "action_NOTHING": T("nothing to do", "无需处理"),
    "action_INVESTIGATE": T(
        "investigate as the remedy says; do not retry blindly", "按解决办法排查，不要盲目重试"
    ),
    "action_CHECK_LINK": T("check the link state", "检查建链情况"),
    "action_RETRY_LATER": T("retry later", "稍后重试"),
    "action_RETRY_LONGER_TIMEOUT": T("retry with a longer timeout", "加大超时时间后重试"),
    "action_RELINK": T("re-establish the link", "重新建链"),
    "action_FREE_MEMORY": T("free memory", "释放内存"),
    "action_CHECK_NETWORK": T("check the network", "检查网络连接"),
    "action_FIX_CALL": T("fix the call", "修正调用"),
    "action_FIX_CONFIG": T("fix the configuration", "修正配置"),
    "action_REPAIR_MEMORY": T(
        "repair the UCE address, then remap registered KV memory",
        "修复UCE错误地址并重新映射（remap_registered_memory）已注册的KV Cache内存",
    ),
    "action_RESTART": T("restart and collect logs", "重启并收集日志"),
    # The tables' step ("保留现场，获取Host/Device日志，并备份。"), not "escalate", which they
    # do not say (fidelity S12); the action's name in the API stays ESCALATE.
    "action_ESCALATE": T(
        "keep the scene and collect the host's and device's logs", "保留现场并获取Host/Device日志"
    ),
    "advice": T("For programs", "供程序使用"),
    "advice_any_call": T("from any call", "任意接口报错时"),
    "advice_other_calls": T("from any other call", "其他接口报错时"),
    "advice_from": T("from {calls}", "{calls}报错时"),
    "advice_unnamed": T("when the call is not known", "不知道是哪个接口时"),
    # unlink_clusters in upstream's API reference: a forced unlink tears down only the local
    # side, so both ends call it; when a fault makes the unlink fail, the server unlinks too.
    "relink_how": T(
        "To re-establish a link after a fault: unlink_clusters(..., force=True) on this side "
        "and the peer the same on its side (a forced unlink tears down only its own side; "
        "or the server unlinks too), then link_clusters.",
        "故障后重新建链：本端调用unlink_clusters(..., force=True)，对端在其一侧同样调用（强制断链只拆除"
        "本端链路；或由Server端也发起断链），再调用link_clusters。",
    ),
    "list_separator": T(", ", "、"),
    "open_paren": T(" (", "（"),
    "close_paren": T(")", "）"),
    "advice_line": T("{action} (remedy step {step})", "{action}（解决办法第{step}步）"),
    "advice_line_steps": T(
        "{action} (remedy steps {first}–{last})", "{action}（解决办法第{first}–{last}步）"
    ),
    "advice_line_ours": T("{line}; our advice", "{line}；本项目的建议"),
    "advice_line_depends": T(
        "{line}; it depends on the call, and none was named: this is the safer branch",
        "{line}；处理方式取决于报错接口，调用方未指明时取更稳妥的分支",
    ),
    "page_advice_intro": T(
        "llm_status.advice() gives a program the next step as one of a few actions, "
        "with the remedy step it comes from:",
        "llm_status.advice()从几种固定动作中为程序给出下一步，并注明依据的解决办法步骤：",
    ),
    # -- the site ---------------------------------------------------------------------
    "area_LINKING": T("Linking", "建链与断链"),
    "area_TRANSFER": T("Cache transfer", "缓存传输"),
    "area_MEMORY": T("Memory", "内存"),
    "area_PREFIXES": T("Prefixes", "公共前缀"),
    "area_GENERAL": T("General", "通用"),
    "page_value": T("Value", "取值"),
    "hex": T("Hex", "十六进制"),
    "page_remedy": T("Remedy", "解决办法"),
    "page_code": T("Handle it in code", "在代码中处理"),
    "page_code_intro_HIXL": T(
        "A HIXL call returns its status. HixlStatus turns the number into what this page "
        "says, and advice(), below, into what to do next:",
        "HIXL接口返回状态码。HixlStatus将返回值对应到本页所述的错误码，下文的advice()则给出下一步的处理：",
    ),
    "page_code_intro_LLM-DataDist": T(
        "Catch the exception and branch on its status_code. Whether to retry depends on "
        "more than recoverable (a transfer that timed out needs a new link first): ask "
        "advice(), below.",
        "捕获异常，根据status_code分别处理。是否重试不能只看recoverable（传输超时的链路需要先重新建链）："
        "请使用下文的advice()。",
    ),
    # -- provenance ---------------------------------------------------------------------
    "source_python-table": T("Python table", "Python表格"),
    "source_cpp-table": T("C++ table", "C++表格"),
    "source_hixl-table": T("HIXL table", "HIXL表格"),
    "source_adxl-table": T("ADXL table", "ADXL表格"),
    "source_api-reference": T("API reference", "API参考"),
    "source_upstream-source": T("upstream source", "上游源码"),
    "source_troubleshooting-guide": T("upstream's troubleshooting guide", "上游故障排查指南"),
    "source_acl-table": T("aclError table", "aclError表格"),
    "source_hccl-header": T("HcclResult header", "HcclResult头文件"),
    "source_error-manager": T("error manager", "错误管理器"),
    "source_hccl-guide": T("HCCL's fault-diagnosis guide", "HCCL故障诊断指南"),
    "source_torch-npu": T("torch_npu source", "torch_npu源码"),
    "source_neighbour": T("its own words", "其原文"),
    "source_neighbour-guide": T(
        "vllm-ascend's and Mooncake's guides", "vllm-ascend与Mooncake的指南"
    ),
    "source_ours": T("ours", "本项目"),
    "source_title_python-table": T(
        "Said by the official LLMStatusCode (Python) table", "出自官方LLMStatusCode（Python）表格"
    ),
    "source_title_cpp-table": T("Said by the official C++ table", "出自官方C++错误码表格"),
    "source_title_hixl-table": T("Said by the official HIXL table", "出自官方HIXL错误码表格"),
    "source_title_adxl-table": T(
        "Said by ADXL's table (deprecated)", "出自ADXL错误码表格（待废弃）"
    ),
    "source_title_api-reference": T(
        "A fact of upstream's API reference, in our words", "出自上游API参考，由本项目转述"
    ),
    "source_title_upstream-source": T(
        "A fact of upstream's source code, in our words", "出自上游源码，由本项目转述"
    ),
    "source_title_troubleshooting-guide": T(
        "A fact of upstream's troubleshooting guide, in our words",
        "出自上游故障排查指南，由本项目转述",
    ),
    "source_title_acl-table": T(
        "Said by AscendCL's official aclError table (Chinese); its English is ours",
        "出自AscendCL官方aclError表格（中文）；其英文为本项目所写",
    ),
    "source_title_error-manager": T(
        "Said by the entry the CANN component registers with the error manager (English only)",
        "出自CANN组件在错误管理器中登记的条目（仅有英文）",
    ),
    "source_title_hccl-guide": T(
        "Said by HCCL's own fault-diagnosis guide (hicann/hccl, in Chinese)",
        "出自HCCL自己的故障诊断指南（hicann/hccl，中文）",
    ),
    "source_title_torch-npu": T(
        "Said by torch_npu's source (Ascend/pytorch)", "出自torch_npu源码（Ascend/pytorch）"
    ),
    "source_title_neighbour-guide": T(
        "A fact of vllm-ascend's KV pool guide or Mooncake's Ascend direct transport page, in our words",
        "出自vllm-ascend的KV池指南或Mooncake的Ascend direct transport文档，由本项目转述",
    ),
    "source_title_neighbour": T(
        "Said by the neighbour's own table, header or page, named beside it",
        "出自该软件自身的表格、头文件或文档，其名称见旁",
    ),
    "source_title_hccl-header": T(
        "Said by HCCL's HcclResult header (English); its Chinese is ours",
        "出自HCCL的HcclResult头文件（英文），中文为本项目翻译",
    ),
    "source_title_ours": T(
        "Ours: this project's inference, not upstream's", "本项目的推断，并非上游所述"
    ),
    "page_sources": T("Sources", "来源"),
    "table_note": T("Note: {text}", "说明：{text}"),
    "page_sources_intro_LLM-DataDist": T(
        "Upstream documents these codes in two official tables, one for the Python API "
        "(LLMStatusCode) and one for the C++ API. What each says, in our translation (the "
        "Chinese page quotes both word for word):",
        "上游在两张官方表格中说明这些错误码：Python接口（LLMStatusCode）一张，C++接口一张。"
        "两张表格的原文如下：",
    ),
    "table_python-table": T("Python table", "Python表格"),
    "table_cpp-table": T("C++ table", "C++表格"),
    "table_hixl-table": T("HIXL table", "HIXL表格"),
    "table_adxl-table": T("ADXL table (deprecated)", "ADXL表格（待废弃）"),
    "table_field": T("What", "项目"),
    "table_absent": T("(not in this table)", "（该表格未收录）"),
    "sources_differ": T("The tables differ on: {fields}.", "两张表格的不同之处：{fields}。"),
    "sources_agree": T("The tables say the same.", "两张表格所述一致。"),
    "sources_one": T("Only the {table} documents this code.", "只有{table}收录了该错误码。"),
    "sources_none": T(
        "Neither official table documents this code: what this page says rests on "
        "upstream's source and, where labelled, on our own reading.",
        "两张官方表格均未收录该错误码：本页内容依据上游源码，标注处为本项目的理解。",
    ),
    "field_name": T("the name", "名称"),
    "field_meaning": T("the meaning", "含义"),
    "field_recoverable": T("recoverability", "是否可恢复"),
    "field_remedy": T("the remedy", "解决办法"),
    "field_meaning_names": T(
        "the calls' names in the meaning (the same meaning, in the C++ API's names)",
        "含义中的接口名称（含义相同，使用C++接口的名称）",
    ),
    "field_remedy_names": T(
        "the calls' names in the remedy (the same remedy, in the C++ API's names)",
        "解决办法中的接口名称（解决办法相同，使用C++接口的名称）",
    ),
    "page_command": T("From the command line", "命令行"),
    "page_upstream": T("Notes", "说明"),
    # The comments of a code page's example, in the page's language.
    "example_returned": T("what a call returned", "某次调用的返回值"),
    "example_failed": T("a call that failed with this code", "报该错误码的调用"),
    "page_official_link": T("The official {table}, online", "官方{table}（在线）"),
    "page_sources_intro_HIXL": T(
        "Upstream documents HIXL's codes in its official table, and the codes of ADXL, "
        "which HIXL replaced, in ADXL's (deprecated; the same names and values). What each "
        "says, in our translation (the Chinese page quotes both word for word):",
        "上游在HIXL的官方表格中说明HIXL的错误码，并在ADXL（已被HIXL取代）的表格（待废弃；名称和取值相同）中"
        "说明ADXL的错误码。两张表格的原文如下：",
    ),
    "page_family_HIXL": T(
        "A code of HIXL (hixl::Status), LLM-DataDist's successor; ADXL, which HIXL "
        "replaced, has the same name and value.",
        "HIXL（hixl::Status，LLM-DataDist的后继）的错误码；被HIXL取代的ADXL使用相同的名称和取值。",
    ),
    "family": T("Family", "所属"),
    "index_family": T("{family}, by area", "{family}，按功能"),
    "index_family_intro_LLM-DataDist": T(
        "LLM-DataDist's codes: LLMException.status_code (LLMStatusCode) and the C++ API's "
        "llm_datadist::Status.",
        "LLM-DataDist的错误码：LLMException.status_code（LLMStatusCode）以及C++接口的llm_datadist::Status。",
    ),
    "index_family_intro_HIXL": T(
        "The codes of HIXL, LLM-DataDist's successor: hixl::Status, whose constants the "
        "Python module hixl exports too. ADXL's deprecated codes have the same names and "
        "values. Their pages are below hixl/codes/.",
        "LLM-DataDist的后继引擎HIXL的错误码：hixl::Status，Python模块hixl也导出相同的常量。"
        "待废弃的ADXL错误码名称和取值相同。其页面位于hixl/codes/下。",
    ),
    "index_title": T("Status codes", "错误码"),
    "index_intro": T(
        "Every status code of LLM-DataDist and of HIXL, its successor, grouped by whether "
        "it can be recovered, then each family's by what part it concerns. A code's page "
        "is also at its number: codes/1343270938/, codes/0x5010b01a/ and "
        "codes/llm_timeout/ all lead to LLM_TIMEOUT, and hixl/codes/103901/ to HIXL's "
        "TIMEOUT.",
        "LLM-DataDist及其后继HIXL的全部错误码，先按是否可恢复分组，再按各自所属功能分组。也可以用取值访问错误码页面："
        "codes/1343270938/、codes/0x5010b01a/和codes/llm_timeout/都会跳转到LLM_TIMEOUT，"
        "hixl/codes/103901/会跳转到HIXL的TIMEOUT。",
    ),
    "index_by_recoverability": T("By recoverability", "按是否可恢复"),
    "index_cpp_only": T("Numbers of upstream's internal header", "仅上游内部头文件定义的取值"),
    "index_cpp_only_intro": T(
        "Upstream's internal error-number header (llm_error_codes.h) defines these four "
        "numbers; neither LLMStatusCode nor the C++ API does, and nothing in upstream's "
        "source returns them. Should a log carry one, upstream's code_2_status() turns it "
        "into LLM_FAILED. Their meanings and remedies here are ours.",
        "上游内部的错误码头文件（llm_error_codes.h）定义了这四个取值；LLMStatusCode和C++接口都没有定义，"
        "上游源码也没有任何地方返回它们。若日志中出现其取值，上游的code_2_status()会把它转换为LLM_FAILED。"
        "此处的含义与解决办法由本项目整理。",
    ),
    "functions_title": T("Functions", "接口"),
    "functions_description": T(
        "Every public function of LLMDataDist and CacheManager in upstream's API reference: "
        "what it does, what it raises, which timeout governs it, and the status codes whose "
        "text or advice names it.",
        "上游API参考中LLMDataDist和CacheManager的全部公开接口：作用、异常、对应的超时配置，以及文本或建议中"
        "提到它的错误码。",
    ),
    "functions_intro": T(
        "Every public function of LLMDataDist and CacheManager in upstream's API reference, "
        "and the one torch_npu function a remedy names. The facts are the reference's, in our "
        "words; a label marks what comes from elsewhere (upstream's source, a table) and "
        "what is our own reading. Signatures are upstream's.",
        "上游API参考中LLMDataDist和CacheManager的全部公开接口，以及解决办法中提到的一个torch_npu接口。"
        "内容出自API参考，由本项目转述；出自其他来源（上游源码、错误码表）的内容与本项目自己的理解另有标注。"
        "函数原型与上游一致。",
    ),
    "functions_llmdatadist": T("LLMDataDist", "LLMDataDist"),
    "functions_cache_manager": T("CacheManager", "CacheManager"),
    "functions_others": T("Outside LLM-DataDist", "LLM-DataDist以外"),
    "function_returns": T("Returns and raises", "返回值与异常"),
    "function_timeout": T("Timeout", "超时时间"),
    "function_notes": T("Notes", "说明"),
    "function_codes": T("Codes whose text or advice names it", "文本或建议中提到该接口的错误码"),
    "function_messages": T(
        "What the log says: the catalogue of upstream's messages lists {count} from it",
        "日志中的内容：上游消息目录中来自该接口的消息共{count}条",
    ),
    "any_code": T("any code", "任意错误码"),
    "also_searched": T("Also searched as", "也可搜索"),
    "page_description": T(
        "{meaning}: {value} ({hex}), {verdict}. What it means and what to do.",
        "{meaning}：{value}（{hex}），{verdict}。含义及解决办法。",
    ),
    "mark_reserved": T("reserved", "预留"),
    "crumb_home": T("Home", "首页"),
    "page_related": T("Related codes", "相关错误码"),
    "neighbours": T("Previous and next code", "上一个和下一个错误码"),
    "depends_on_call": T(
        "What to do depends on the call that returned it: {split}.",
        "如何处理取决于报错的接口：{split}。",
    ),
    "list_separator_long": T("; ", "；"),
    "flag_ours": T(
        "No official table documents this code: what this page says is upstream's source "
        "and our reading of it.",
        "官方表格均未收录该错误码：本页内容依据上游源码及本项目的理解。",
    ),
    "flag_second_verdict": T(
        "The {table} says otherwise: {verdict}.", "{table}的说法不同：{verdict}。"
    ),
    "flag_second_remedy": T(
        "The {table} gives another remedy: {steps}", "{table}给出的解决办法不同：{steps}"
    ),
    "flag_second_meaning": T(
        "The {table} gives another meaning: {meaning}", "{table}给出的含义不同：{meaning}"
    ),
    "flag_second_meaning_worded": T(
        "The {table} words the same meaning otherwise: “{words}”.",
        "{table}以不同措辞给出同一含义：“{words}”。",
    ),
    "official_and_differ": T("{documented}. {differ}", "{documented}。{differ}"),
    "applies_to": T(
        "Applies to upstream {repository} at commit {commit} ({date}): its tables, its API "
        "reference and its source; the sources we read name no CANN or llm_datadist version "
        "for that commit.",
        "适用范围：上游{repository}的提交{commit}（{date}）：其表格、API参考与源码；我们所依据"
        "的资料未给出该提交对应的CANN或llm_datadist版本。",
    ),
    "remedy_of": T("Remedy of the {table}", "{table}的解决办法"),
    "flag_reserved": T("Reserved: the {table} says “{words}”", "预留：{table}称“{words}”"),
    "search_decode": T("Decode this line of a log", "解析这行日志"),
    "search_other": T("Search the English pages", "在中文页面中搜索"),
    "redirect": T("Redirecting to {name}…", "正在跳转到{name}…"),
    # -- command-line help ----------------------------------------------------------
    "help_description": T(
        "Explain the status codes of Ascend LLM-DataDist (LLMException.status_code): "
        "what a code means, whether it is recoverable, and what to do.",
        "解释Ascend LLM-DataDist的错误码（LLMException.status_code）：含义、是否可恢复以及解决办法。",
    ),
    "help_commands": T("commands", "命令"),
    "help_explain": T(
        "explain one code: a name, a decimal or hex value, or a log line",
        "解释一个错误码：名称、十进制或十六进制取值，或一行日志",
    ),
    "help_code": T(
        "LLM_TIMEOUT, 1343270938, 0x5010B01A or a quoted log line",
        "LLM_TIMEOUT、1343270938、0x5010B01A或加引号的一行日志",
    ),
    "help_search": T(
        "search meanings, remedies and upstream's messages in both languages, best match first",
        "在中英文的含义、解决办法和上游消息中搜索，最匹配的排在最前",
    ),
    "help_limit": T("show at most N codes (default 10)", "最多显示N个错误码（默认10）"),
    "help_words": T("words to look for", "要搜索的词"),
    "help_list": T(
        "list every code, grouped by recoverability",
        "按是否可恢复分组列出所有错误码",
    ),
    "help_only_recoverable": T(
        "only the codes that every official table calls recoverable",
        "只列出各官方表格均称可恢复的错误码",
    ),
    "help_only_unrecoverable": T(
        "only the codes that an official table calls not recoverable (LLM_TIMEOUT: the C++ table)",
        "只列出有官方表格称不可恢复的错误码（如LLM_TIMEOUT：C++表格）",
    ),
    "help_decode": T(
        "show each line of a log that carries a code, explained",
        "逐行找出日志中的错误码并给出解释",
    ),
    "help_file": T(
        "the log files, plain, .gz or .xz (default: standard input)",
        "日志文件，可为纯文本、.gz或.xz（默认：标准输入）",
    ),
    "help_lang": T(
        "language of the output: en or zh (default: LLM_STATUS_LANG, then the locale)",
        "输出语言：en或zh（默认：LLM_STATUS_LANG，其次是系统语言环境）",
    ),
    "help_json": T("print JSON instead of text", "输出JSON而不是文本"),
    "help_jobs": T(
        "read the files, and a file of 32 MiB or more in pieces, in N processes at once "
        "(default: one a core this process may use, within its container's CPU and memory "
        "limits; 1: one after another); the output is the same, in the files' order",
        "同时用 N 个进程读取这些文件，32 MiB及以上的文件分段读取（默认：本进程可用的每个核一个，"
        "不超出其容器的CPU和内存限额；1：逐个读取）；输出相同，按文件的顺序",
    ),
    "help_triage_jobs": T(
        "look through the logs in N processes at once (default: one a core this process may "
        "use, at most 4, within its container's CPU and memory limits; 1: in this one alone); "
        "the report is the same",
        "同时用 N 个进程查找日志（默认：本进程可用的每个核一个，至多4个，不超出其容器的CPU和内存"
        "限额；1：只用本进程）；报告相同",
    ),
    "help_prometheus": T(
        "also write how many lines name each code to FILE, in Prometheus's text format "
        "(for node_exporter's textfile collector), whole or not at all",
        "同时把每个错误码出现的行数以 Prometheus 文本格式写入 FILE（供 node_exporter 的 "
        "textfile collector 读取），要么完整写入，要么不写",
    ),
    "cannot_write_file": T("cannot write {input}: {reason}", "无法写入{input}：{reason}"),
    "no_such_folder": T(
        "its folder does not exist or takes no new file", "其所在目录不存在或无法新建文件"
    ),
    "help_json_lines": T(
        "print one JSON record a line (JSON Lines): its number, its text and its findings",
        "每行输出一条JSON记录（JSON Lines）：行号、原文及其中找到的错误码",
    ),
    "help_family": T("only the codes of one family", "只列出某一类的错误码"),
    "family_line": T("{family}: {name}", "{family}：{name}"),
    "namesake": T(
        "Not the one you meant? {name} is {family}'s code of the same name.",
        "不是要找的错误码？{name}是{family}的同名错误码。",
    ),
    # -- triage (llm-status triage): the report's words ------------------------------------
    "triage_evidence": T("Evidence", "证据清单"),
    "triage_side": T(
        "{side}: files: {files}; lines: {lines}; {start} to {end}",
        "{side}：{files}个文件，{lines}行，{start}至{end}",
    ),
    "triage_version": T(
        "a version stated: {version} ({where})", "日志给出的版本：{version}（{where}）"
    ),
    "summary_other_version": T(
        "its summary was written by llm-status {version} (this is {ours}): the lines it "
        "kept were chosen by that version, and are read again here with this one's tables",
        "其摘要由 llm-status {version} 写出（当前为 {ours}）：其中保留哪些行由该版本决定，"
        "此处用当前版本的表重新解读这些行",
    ),
    "summary_no_version": T(
        "its summary was written by an llm-status older than 0.1.0 (it names no version; "
        "this is {ours}): the lines it kept were chosen by that version, and are read "
        "again here with this one's tables",
        "其摘要由早于 0.1.0 的 llm-status 写出（摘要未写版本；当前为 {ours}）：其中保留哪些行由该"
        "版本决定，此处用当前版本的表重新解读这些行",
    ),
    "triage_skipped": T(
        "skipped {count} (not text, or unreadable): {names}",
        "跳过{count}个（非文本或无法读取）：{names}",
    ),
    "clocks_zones": T(
        "The logs' clocks state different zones ({zones}): their times are compared as "
        "written, not converted; read which line came first with that in mind.",
        "日志的时钟标明了不同的时区（{zones}）：时间按原文比较，不做换算；判断哪一行在先时请考虑这一点。",
    ),
    "clocks_apart": T(
        "The logs of {a} and {b} do not overlap in time: their clocks may disagree, or they "
        "cover different times.",
        "{a}与{b}的日志在时间上没有重叠：两端时钟可能不一致，或日志覆盖的时间段不同。",
    ),
    "clocks_causal": T(
        "{a} and {b} both passed the link set-up of comm[{comm}] (neither reported an error "
        "within its timeout of {timeout} ms), so they were waiting at the same time; yet their "
        "lines put the two entries {gap} ms apart: their clocks disagree by at least {skew} ms "
        "(our reading of the set-up).",
        "{a}与{b}都通过了comm[{comm}]的建链（两端在{timeout} ms超时时间内都未报错），说明两端曾同时在等待；"
        "但日志中两次进入相差{gap} ms：两端时钟至少相差{skew} ms（这是我们对建链过程的推断）。",
    ),
    "triage_path": T("{side}: engine and path: {path}", "{side}：引擎与路径：{path}"),
    "path_HIXL_CS": T(
        "HIXL_CS (HixlClient / HixlServer)", "HIXL_CS客户端/服务端（HixlClient / HixlServer）"
    ),
    "path_FabricMem": T("FabricMem engine", "FabricMem引擎"),
    "path_ADXL": T("ADXL direct transfer over HCCL", "ADXL基于HCCL的直传"),
    "pair_named": T(
        "{side}'s logs name {name}, as the failure's lines do: they are likely of the same link.",
        "{side}的日志与失败相关的行一样提到了{name}：它们很可能属于同一条链路。",
    ),
    "pair_not_named": T(
        "{side}'s kept lines never name {names}, which the failure's lines name: are they the "
        "logs of the failure's peer?",
        "{side}保留的日志行从未提到与失败相关的行所提到的{names}：它们是失败对端的日志吗？",
    ),
    "triage_failed_first_full": T(
        "What failed first, in full (the earliest error of any layer, on any side)",
        "首先失败的是（完整；任一层、所有端中按时间最早的错误）",
    ),
    "other_kind": T(
        "{input} reports {named}, a code of another kind ({kind}), no status code of "
        "LLM-DataDist or HIXL: llm-status explain says what it is",
        "{input}报告的是{named}，属于另一类错误码（{kind}），不是LLM-DataDist或HIXL的状态码："
        "llm-status explain可说明其含义",
    ),
    "explain_success_only": T(
        "This line reports {code} at {level}, a level below an error: it names no failure.",
        "该行以{level}级别（低于错误）报告{code}：它不表示任何失败。",
    ),
    "decoder_lower": T("{name}: {family}'s code {value}", "{name}：{family}的错误码{value}"),
    "triage_lower_above": T("(the line above)", "（即上面的一行）"),
    "triage_reached_ours": T(
        "Where it reached LLM-DataDist, HIXL or ADXL (their first error, the earliest in time "
        "on any side)",
        "到达LLM-DataDist、HIXL或ADXL之处（其首个错误，所有端中按时间最早的一条）",
    ),
    "triage_no_error": T("No error line in these logs.", "这些日志中没有错误行。"),
    "triage_seen": T(
        "{side}: lines of the same error: {count}; of transfers that went through "
        "(statistic lines): {successes}",
        "{side}：同一错误的行数：{count}；成功完成的传输（统计日志行）：{successes}",
    ),
    "triage_chain": T("Its chain:", "其调用链："),
    "role_origin": T("origin", "源头"),
    "role_passed-on": T("passed on", "向上传递"),
    "role_symptom": T("symptom", "表象"),
    "triage_reports": T("reports {code}", "报告{code}"),
    "triage_printed_at": T("upstream's message printed at {site}", "上游在{site}输出该消息"),
    "triage_looks_like": T(
        "looks like upstream's message printed at {site} (the line names neither its file "
        "nor its function)",
        "看起来是上游在{site}输出的消息（该行既未给出其文件，也未给出其函数）",
    ),
    "triage_first_lower": T(
        "First lower-layer error in its window ({layers})",
        "同一时间窗口内的首个底层错误（{layers}）",
    ),
    "triage_no_lower": T("None in the window of the first error.", "首个错误的时间窗口内没有。"),
    "triage_timeline": T(
        "Timeline (source / file:line / timestamp)", "时间线（来源 / 文件:行号 / 时间戳）"
    ),
    "triage_symptom": T("Symptom: {title}", "现象：{title}"),
    "triage_symptom_at": T(
        "first at {where}; lines that show it: {count}; phase: {phase}",
        "首次出现于{where}；出现该现象的行数：{count}；阶段：{phase}",
    ),
    "phase_link": T("link set-up", "建链"),
    "phase_transfer": T("transfer", "传输"),
    "phase_node": T("the node's own (one side's logs decide)", "节点自身（一端日志即可判定）"),
    "triage_no_symptom": T(
        "No symptom of upstream's differential diagnosis is in these logs: the first error "
        "above is the lead.",
        "这些日志中没有上游鉴别诊断所列的现象：以上首个错误是排查线索。",
    ),
    "status_supported": T("supported", "有证据支持"),
    "status_ruled-out": T("ruled out", "已排除"),
    "status_open": T("open", "待定"),
    "decided_line": T("A line supports it:", "有日志行支持："),
    "decided_refuted": T("A line rules it out:", "有日志行将其排除："),
    "decided_absent": T(
        "The peer's INFO-level logs cover the time from its link set-up to the failure "
        "(lines in most of its minutes: ours) and hold no such line, which supports it.",
        "对端INFO级日志覆盖了从建链到失败的时段（多数分钟内都有日志行：本项目的判定）且没有此类行，"
        "这支持该假设。",
    ),
    "decided_absent_rules_out": T(
        "That side's logs cover the window (lines in most of its minutes: ours) and hold no "
        "such line, which rules it out.",
        "该端日志覆盖了该时间窗口（多数分钟内都有日志行：本项目的判定）且没有此类行，据此排除。",
    ),
    "missing_cut": T(
        "{side}: from {time} on, its logs hold more lines than triage keeps ({most} errors "
        "and {most} others; past that, each kind's first and latest): a line missing there decides "
        "nothing. Give the files of the failure's window alone.",
        "{side}：自{time}起，其日志行数超过排查保留的上限（错误行与其他行各{most}条；超出部分每类只保留"
        "其第一条与最近一条）：此后缺少某行不能说明问题。请只给出故障时间窗口内的文件。",
    ),
    "missing_reduced": T(
        "{count} sides are held by their first lines only ({sides}: the first error of each "
        "layer, and their link set-ups' entries), kept so by a summary of summaries or by "
        "triage itself past {whole} sides of summaries: a line missing there decides "
        "nothing. To read one whole, give its own node's summary with fewer others.",
        "有{count}端只保留了其最初的日志行（{sides}：每层的第一条错误，以及其建链的入口行），"
        "由摘要的摘要所保留，或由排查本身在摘要超过{whole}端时所保留：其中缺少某行不能说明问题。"
        "要完整查看某一端，请给出该节点自身的摘要，并少给其他摘要。",
    ),
    "decided_same_logs": T(
        "Not decided: these two sides were given the same logs, so their entries are one "
        "side's, not two ends'.",
        "未判定：这两端给出的是同一份日志，其中的入口来自同一端，而不是两端。",
    ),
    "same_logs": T(
        "{a} and {b} were given the same logs ({file}, the same bytes): no conclusion is "
        "drawn from them as two ends. Give each side its own node's logs.",
        "{a}与{b}给出的是同一份日志（{file}，内容完全相同）：不会把它们当作两端来下结论。请为每一端给出"
        "其自身节点的日志。",
    ),
    "decided_not_covered": T(
        "Not decided: the peer's INFO-level logs do not reach back to the link set-up, where "
        "its registration would stand, so a missing line says nothing.",
        "未判定：对端INFO级日志未能追溯到建链时刻（注册日志应在此之前），缺少该行不能说明问题。",
    ),
    "decided_present_check": T(
        "The peer has such lines: compare their addresses, lengths and times with the failure.",
        "对端有此类日志行：请将其地址、长度与时间与失败相比较。",
    ),
    "decided_no_peer": T(
        "Not decided: it needs the other side's logs of the same window, with lines across "
        "it (ours: in the failure's minute and in half the window's minutes), at the level "
        "that shows such a line.",
        "未判定：需要另一端同一时间窗口的日志，且日志行要覆盖该窗口（本项目的判定：失败所在分钟及窗口内"
        "半数分钟都有日志行），日志级别要足以显示此类行。",
    ),
    "decided_read": T(
        "Not decided by a line alone: read these lines.", "无法仅凭日志行判定：请阅读以下行。"
    ),
    "decided_nothing": T("Nothing in these logs decides it.", "这些日志中没有可判定的内容。"),
    "decided_no_comm": T(
        "Not decided: no HcclCommPrepare line with a comm[...] in these logs.",
        "未判定：这些日志中没有带comm[...]的HcclCommPrepare行。",
    ),
    "decided_peer_never_entered": T(
        "The peer's INFO-level logs cover the window and do not enter this comm[...]:",
        "对端INFO级日志覆盖了该时间窗口，但没有进入该comm[...]：",
    ),
    "decided_no_timeout": T(
        "The two ends entered {gap} ms apart; no line states the timeout.",
        "两端进入时间相差{gap} ms；没有日志行给出超时时间。",
    ),
    "decided_clocks": T(
        "Not decided: the two ends' lines put their entries into the same comm[...] {gap} ms "
        "apart, but their clocks may disagree (see the evidence), so the time between them "
        "is not known:",
        "未判定：两端日志中进入同一comm[...]的时间相差{gap} ms，但两端时钟可能不一致（见证据清单），"
        "两者之间的实际时间未知：",
    ),
    "triage_facts": T(
        "Its node's facts ({count}, from {files}): {facts}",
        "其节点的事实（{count}条，来自{files}）：{facts}",
    ),
    "triage_not_run": T("Not run on its node: {commands}", "其节点上未能运行：{commands}"),
    "facts_other_node": T(
        "{side}: the facts of {file} are of the host {host}, not of this side's node: they "
        "decide nothing here.",
        "{side}：{file}中的事实属于主机{host}，而非这一端的节点：在此不作判定依据。",
    ),
    "facts_hosts": T(
        "{side}: its facts name more than one host ({hosts}); which is this side's node is "
        "not known, so none of them decides.",
        "{side}：其事实涉及多台主机（{hosts}）；无法确定哪一台是这一端的节点，因此都不作判定依据。",
    ),
    "facts_after": T(
        "{side}: the facts of {file} were collected at {collected}, {hours} h after the "
        "failure; a fact counts within {window} h of it (ours), so they decide nothing here.",
        "{side}：{file}中的事实采集于{collected}，在失败之后{hours}小时；"
        "事实只在失败前后{window}小时内有效（本项目的规则），因此在此不作判定依据。",
    ),
    "facts_before": T(
        "{side}: the facts of {file} were collected at {collected}, {hours} h before the "
        "failure; a fact counts within {window} h of it (ours), so they decide nothing here.",
        "{side}：{file}中的事实采集于{collected}，在失败之前{hours}小时；"
        "事实只在失败前后{window}小时内有效（本项目的规则），因此在此不作判定依据。",
    ),
    "facts_not_peer": T(
        "{side}: its node's addresses do not include {address}, the peer the failure's line "
        "names: its facts are not compared as the link's other end.",
        "{side}：其节点的地址中没有失败行所指对端{address}：其事实不作为该链路另一端进行比较。",
    ),
    "facts_no_peer": T(
        "{side}'s failure: none of the {count} other sides' logs name what its lines name "
        "(comm, cluster or request id, peer): no node's facts are compared as its other end.",
        "{side}的失败：其他{count}端的日志都没有提到失败行所提到的标识（comm、集群ID、请求ID或对端）："
        "不把任何节点的事实作为其另一端进行比较。",
    ),
    "decided_no_facts": T(
        "Not decided: it needs both nodes' facts (`llm-status collect` on each, given with "
        "its logs), and these logs hold them for one node at most.",
        "未判定：需要两个节点的事实（在每个节点上运行`llm-status collect`，并与其日志一同给出），"
        "而这些日志至多含有一个节点的事实。",
    ),
    "decided_device_ip_differs": T(
        "On this node, /etc/hccn.conf and the device give the device different IPs:",
        "该节点上，/etc/hccn.conf与device给出的device IP不同：",
    ),
    "decided_conf_missing": T(
        "On this node, hccn_tool answers but /etc/hccn.conf could not be read:",
        "该节点上，hccn_tool可用，但无法读取/etc/hccn.conf：",
    ),
    "decided_line_held": T(
        "A line supports it; when its node's facts were collected, ss -ltnp showed what "
        "listened on the port it names:",
        "有日志行支持；收集该节点的事实时，ss -ltnp显示了该行所述端口上的监听者：",
    ),
    "decided_rank_ip_differs": T(
        "On this node, the rank table gives a device an IP that is not the device's own "
        "(HCCL checks the two and fails with EI0014: HCCL's guide):",
        "该节点上，rank table给某个device配置的IP不是该device自身的IP（HCCL会校验二者，不一致时"
        "报EI0014：HCCL的指南）：",
    ),
    "decided_version_below": T(
        "On this node, {component} is {have}, below {least}, which {source} asks for where "
        "{uses} is used:",
        "该节点上{component}的版本为{have}，低于{source}对使用{uses}时要求的{least}：",
    ),
    "decided_versions_met": T(
        "On both nodes, the versions meet every published requirement of what their processes use:",
        "两个节点上，版本都满足其进程所用功能公布的所有要求：",
    ),
    "decided_versions_unknown": T(
        "A node's facts do not give a version a requirement needs, or give one that cannot be "
        "ordered against it (a pre-release, a build tag), or one node's facts are missing:",
        "某个节点的事实未给出要求所涉及的版本，或给出的版本无法与要求比较（预发布版、构建标签），"
        "或缺少某个节点的事实：",
    ),
    "decided_no_requirement": T(
        "No published requirement this project holds applies to what the processes use "
        "(vllm-ascend's KV pool, ASCEND_ENABLE_USE_FABRIC_MEM=1).",
        "本项目所收录的公布要求均不适用于这些进程所用的功能（vllm-ascend的KV池、"
        "ASCEND_ENABLE_USE_FABRIC_MEM=1）。",
    ),
    "decided_window_longer": T(
        "On this node, the transfer's timeout ({timeout} ms) is shorter than RDMA's "
        "retransmission window, 4.096 µs × 2^HCCL_RDMA_TIMEOUT × HCCL_RDMA_RETRY_CNT = {gap} ms "
        "(Mooncake's Ascend transport guide; HCCL's defaults, 20 and 7, where unset):",
        "该节点上，传输超时（{timeout} ms）短于RDMA重传窗口：4.096 µs × 2^HCCL_RDMA_TIMEOUT × "
        "HCCL_RDMA_RETRY_CNT = {gap} ms（Mooncake的Ascend transport指南；未设置时取HCCL的默认值"
        "20与7）：",
    ),
    "decided_window_shorter": T(
        "On this node, the transfer's timeout ({timeout} ms) is not shorter than RDMA's "
        "retransmission window ({gap} ms):",
        "该节点上，传输超时（{timeout} ms）不短于RDMA重传窗口（{gap} ms）：",
    ),
    "decided_no_window": T(
        "The node's facts give no transfer timeout: the symptom's line states none, and its "
        "processes set no ASCEND_TRANSFER_TIMEOUT and load no Mooncake (or set the RDMA "
        "variables to what is not a number).",
        "该节点的事实未给出传输超时：现象所在行未写明，其进程既未设置ASCEND_TRANSFER_TIMEOUT，也未"
        "加载Mooncake（或RDMA相关变量的值不是数字）。",
    ),
    "decided_rdma_small": T(
        "A process sets {name} to {value}, below HCCL's default {default}:",
        "有进程将{name}设为{value}，低于HCCL的默认值{default}：",
    ),
    "decided_rdma_default": T(
        "On both nodes, every process leaves HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT at "
        "their defaults (20 and 7) or sets them higher:",
        "两个节点上，所有进程的HCCL_RDMA_TIMEOUT与HCCL_RDMA_RETRY_CNT均为默认值（20与7）或更大：",
    ),
    "decided_rdma_one_end": T(
        "One node's processes leave HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT at their "
        "defaults or higher; the other node's facts are missing:",
        "一个节点的进程的HCCL_RDMA_TIMEOUT与HCCL_RDMA_RETRY_CNT为默认值或更大；缺少另一节点的事实：",
    ),
    "decided_rdma_unreadable": T(
        "A process sets one of them to what is not a number:",
        "有进程将其中一个变量设为非数字的值：",
    ),
    "decided_master_placeholder": T(
        "A node's Mooncake master is still the guide's placeholder address:",
        "某节点的Mooncake master仍是指南中的占位地址：",
    ),
    "decided_master_differs": T(
        "Two nodes use different Mooncake masters:",
        "两个节点使用了不同的Mooncake master：",
    ),
    "decided_master_same": T(
        "The nodes use the same Mooncake master:",
        "各节点使用同一个Mooncake master：",
    ),
    "decided_master_one_node": T(
        "Only one node's facts give its Mooncake master: collect on another node too.",
        "只有一个节点的事实给出了其Mooncake master：请在另一个节点上也运行collect。",
    ),
    "decided_device_ip_agrees": T(
        "On both nodes, each device's IP in /etc/hccn.conf (and in the rank table, where "
        "given) is the device's own:",
        "两个节点上，/etc/hccn.conf（以及给出时的rank table）中每个device的IP都与device自身的一致：",
    ),
    "decided_family_differs": T(
        "The two nodes' devices use different IP families:",
        "两个节点的device使用不同的IP协议族：",
    ),
    "decided_family_same": T(
        "The two nodes' devices use the same IP family:",
        "两个节点的device使用相同的IP协议族：",
    ),
    "decided_lease_short": T(
        "Mooncake's KV lease ({gap} ms; 10000 where the master's command line sets none) is "
        "not longer than the transfer's timeout ({timeout} ms; 3000 where the processes set "
        "none):",
        "Mooncake的KV租约（{gap} ms；master的命令行未设置时为10000）不长于传输的超时时间"
        "（{timeout} ms；进程未设置时为3000）：",
    ),
    "decided_lease_between": T(
        "Mooncake's KV lease ({gap} ms; 10000 where the master's command line sets none) is "
        "longer than each of the transfer's timeouts but not than their sum ({timeout} ms; "
        "3000 each where the processes set none): a get whose link is not up yet waits for "
        "both, so it can still run out (ours):",
        "Mooncake的KV租约（{gap} ms；master的命令行未设置时为10000）长于传输的每个超时时间，"
        "但不长于二者之和（{timeout} ms；进程未设置时各为3000）：链路尚未建立的get会先后等待二者，"
        "租约仍可能到期（本项目判断）：",
    ),
    "decided_lease_long": T(
        "Mooncake's KV lease ({gap} ms; 10000 where the master's command line sets none) is "
        "longer than the sum of the transfer's timeouts (at most {timeout} ms; 3000 each "
        "where the processes set none):",
        "Mooncake的KV租约（{gap} ms；master的命令行未设置时为10000）长于传输的超时时间之和"
        "（至多{timeout} ms；进程未设置时各为3000）：",
    ),
    "decided_no_lease_facts": T(
        "Not decided: it needs the facts of the node that runs mooncake_master (its command "
        "line) and of an inference process (its environment): `llm-status collect` there.",
        "未判定：需要运行mooncake_master的节点的事实（其命令行）以及一个推理进程的事实（其环境变量）："
        "请在那里运行`llm-status collect`。",
    ),
    "decided_env_differs": T(
        "The two ends' inference processes set HCCL_INTRA_ROCE_ENABLE differently:",
        "两端推理进程的HCCL_INTRA_ROCE_ENABLE设置不同：",
    ),
    "decided_env_same": T(
        "Both ends' inference processes set HCCL_INTRA_ROCE_ENABLE alike; the path each end "
        "used is in its LINK_ERROR_INFO lines:",
        "两端推理进程的HCCL_INTRA_ROCE_ENABLE设置相同；各端实际使用的路径见其LINK_ERROR_INFO行：",
    ),
    "symptom_check_device_ip": T(
        "each node's facts (llm-status collect): /etc/hccn.conf's address_N, and the rank "
        "table's device_ip of the node's own server, against hccn_tool's -ip -g for each "
        "device: different, or the file missing where hccn_tool answers, supports; the same "
        "on both nodes rules out",
        "各节点的事实（llm-status collect）：逐个device比较/etc/hccn.conf的address_N、rank table中"
        "本节点server的device_ip与hccn_tool -ip -g：不同，或hccn_tool可用而该文件缺失，则支持；"
        "两个节点上都一致则排除",
    ),
    "symptom_check_requirements": T(
        "each node's facts (llm-status collect): CANN's, the driver's and Mooncake's versions "
        "against the requirements vllm-ascend's KV pool guide publishes for what the node's "
        "processes use: one below supports; all met on both nodes rules out",
        "各节点的事实（llm-status collect）：将CANN、驱动与Mooncake的版本与vllm-ascend的KV池指南"
        "对该节点进程所用功能公布的要求对照：有一项低于要求则支持；两个节点都满足则排除",
    ),
    "symptom_check_rdma_window": T(
        "the symptom node's facts (llm-status collect): the transfer's timeout (the line's "
        "own, else ASCEND_TRANSFER_TIMEOUT, 3000 ms where a process loads Mooncake and sets "
        "none) against 4.096 µs × 2^HCCL_RDMA_TIMEOUT × HCCL_RDMA_RETRY_CNT (HCCL's defaults "
        "20 and 7): shorter supports; not shorter rules out",
        "现象所在节点的事实（llm-status collect）：将传输超时（该行自身写明的，否则取"
        "ASCEND_TRANSFER_TIMEOUT；进程加载Mooncake且未设置时为3000 ms）与4.096 µs × "
        "2^HCCL_RDMA_TIMEOUT × HCCL_RDMA_RETRY_CNT（HCCL默认值20与7）比较：更短则支持；不更短则排除",
    ),
    "symptom_check_rdma_settings": T(
        "each node's facts (llm-status collect): HCCL_RDMA_TIMEOUT and HCCL_RDMA_RETRY_CNT of "
        "every process: one below HCCL's default (20, 7) supports; all at their defaults or "
        "higher on both nodes rules out",
        "各节点的事实（llm-status collect）：所有进程的HCCL_RDMA_TIMEOUT与HCCL_RDMA_RETRY_CNT："
        "有一个低于HCCL的默认值（20、7）则支持；两个节点上都为默认值或更大则排除",
    ),
    "symptom_check_master_address": T(
        "each node's facts (llm-status collect): the Mooncake master its processes use "
        "(MOONCAKE_MASTER, else mooncake.json's master_server_address): the guide's "
        "placeholder, or two nodes that differ, supports; the same on two nodes rules out",
        "各节点的事实（llm-status collect）：其进程使用的Mooncake master（MOONCAKE_MASTER，否则为"
        "mooncake.json的master_server_address）：为指南中的占位地址，或两个节点不同，则支持；"
        "两个节点相同则排除",
    ),
    "symptom_check_ip_family": T(
        "each node's facts (llm-status collect): the IP family its devices use (IPv4 where they "
        "have it, else IPv6): different supports, the same rules out",
        "各节点的事实（llm-status collect）：其device使用的IP协议族（有IPv4则为IPv4，否则为IPv6）："
        "不同则支持，相同则排除",
    ),
    "symptom_check_roce_env": T(
        "each node's facts (llm-status collect): HCCL_INTRA_ROCE_ENABLE in its inference "
        "processes' environment: different supports",
        "各节点的事实（llm-status collect）：其推理进程环境中的HCCL_INTRA_ROCE_ENABLE：不同则支持",
    ),
    "missing_facts": T(
        "{side}: its node's facts (device IPs, TLS, the inference processes' environment) "
        "decide the configuration's hypotheses: on that node, run `llm-status collect > "
        "facts.txt` and give the file with its logs.",
        "{side}：其节点的事实（device IP、TLS、推理进程的环境变量）可判定配置类假设：在该节点上运行"
        "`llm-status collect > facts.txt`，并将该文件与其日志一同给出。",
    ),
    "decided_nic_down": T(
        "Every port this node's hccn_tool reports is DOWN or fails its health check:",
        "该节点hccn_tool报告的每个网口都处于DOWN或健康检查失败：",
    ),
    "decided_nic_some_down": T(
        "Not decided: some ports are DOWN or fail their health check, and the logs do not say "
        "which device the failing link used:",
        "未判定：部分网口处于DOWN或健康检查失败，而日志没有说明故障链路使用的是哪个device：",
    ),
    "decided_nic_history": T(
        "Not decided: the ports are UP now; whether one was DOWN at the failure is in its "
        "history (hccn_tool -i N -link_stat -g).",
        "未判定：网口当前为UP；故障时是否曾为DOWN，要看其历史（hccn_tool -i N -link_stat -g）。",
    ),
    "symptom_neighbour_line": T(
        "a line that names {code} in its own message (its page lists the messages)",
        "在其自身消息中给出{code}的日志行（其页面列出了这些消息）",
    ),
    "decided_seed_unset": T(
        "An inference process leaves PYTHONHASHSEED unset (or random): Python seeds its "
        "hashes at random in each such process (Python's documentation of PYTHONHASHSEED):",
        "有推理进程未设置PYTHONHASHSEED（或设为random）：Python在每个这样的进程中随机选取哈希种子"
        "（Python关于PYTHONHASHSEED的文档）：",
    ),
    "decided_seed_differs": T(
        "Two inference processes set different PYTHONHASHSEED values:",
        "两个推理进程设置的PYTHONHASHSEED不同：",
    ),
    "decided_seed_same": T(
        "The inference processes of the nodes whose facts are given all set the same "
        "PYTHONHASHSEED:",
        "所给事实中各节点的推理进程都设置了相同的PYTHONHASHSEED：",
    ),
    "decided_seed_one_node": T(
        "Not decided: only one node's processes are in the facts, and they agree; the other "
        "end's are missing: run `llm-status collect` on a node of the other end.",
        "未判定：事实中只有一个节点的进程，且它们一致；另一端的缺失：请在另一端的一个节点上运行"
        "`llm-status collect`。",
    ),
    "decided_no_seed_facts": T(
        "Not decided: it needs the inference processes' environment of a prefill and a decode "
        "node: `llm-status collect` on each.",
        "未判定：需要一个prefill节点和一个decode节点上推理进程的环境变量：请在两者上分别运行"
        "`llm-status collect`。",
    ),
    "symptom_check_hash_seed": T(
        "the facts of a prefill and a decode node (llm-status collect): every inference "
        "process's PYTHONHASHSEED: unset, random or different supports; the same on two nodes "
        "or more rules out",
        "一个prefill节点与一个decode节点的事实（llm-status collect）：每个推理进程的"
        "PYTHONHASHSEED：未设置、random或不同则支持，两个及以上节点相同则排除",
    ),
    "symptom_check_lease_ttl": T(
        "the facts of the master's node and of an inference node (llm-status collect): "
        "mooncake_master's --default_kv_lease_ttl against the processes' "
        "ASCEND_CONNECT_TIMEOUT and ASCEND_TRANSFER_TIMEOUT: a lease not longer supports, a "
        "longer one rules out",
        "master所在节点与一个推理节点的事实（llm-status collect）：mooncake_master的"
        "--default_kv_lease_ttl与进程的ASCEND_CONNECT_TIMEOUT、ASCEND_TRANSFER_TIMEOUT相比："
        "租约不更长则支持，更长则排除",
    ),
    "symptom_check_nic_down": T(
        "each node's facts (llm-status collect): hccn_tool's -link -g and -net_health -g of "
        "every device: all of a node's ports DOWN or failing supports; some leave it open",
        "各节点的事实（llm-status collect）：每个device的hccn_tool -link -g与-net_health -g："
        "某节点所有网口都处于DOWN或失败则支持；仅部分如此则保持未判定",
    ),
    "decided_tls_differ": T(
        "The two ends' TLS states differ (each end's own line):",
        "两端的TLS状态不同（各端自身的日志行）：",
    ),
    "decided_tls_same": T(
        "The two ends' TLS states are the same (each end's own line):",
        "两端的TLS状态相同（各端自身的日志行）：",
    ),
    "decided_tls_unknown": T(
        "Not decided: it needs each end's own TLS state (a LINK_ERROR_INFO row's TlsStatus, or "
        "HCCP's TLS SWITCH line in the device log), and these logs give it for one end at most:",
        "未判定：需要两端各自的TLS状态（LINK_ERROR_INFO行中的TlsStatus，或device日志中HCCP的"
        "TLS SWITCH行），而这些日志至多给出一端的状态：",
    ),
    "decided_gap_over": T(
        "The two ends entered the same comm[...] {gap} ms apart, more than the timeout "
        "({timeout} ms):",
        "两端进入同一comm[...]的时间相差{gap} ms，超过超时时间（{timeout} ms）：",
    ),
    "decided_gap_within": T(
        "The two ends entered the same comm[...] {gap} ms apart, within the timeout "
        "({timeout} ms):",
        "两端进入同一comm[...]的时间相差{gap} ms，在超时时间（{timeout} ms）之内：",
    ),
    "triage_see_page": T(
        "What supports or rules out each hypothesis: {url}", "各假设的证实证据与反证：{url}"
    ),
    "triage_next": T("Next (ours): {next}", "下一步（本项目给出）：{next}"),
    "triage_verdict": T("Verdict", "结论"),
    "verdict_confirmed": T("confirmed", "已确认"),
    "verdict_likely": T("likely", "高概率假设"),
    "verdict_insufficient": T("not enough evidence", "证据不足"),
    "verdict_says_confirmed": T(
        "One hypothesis has a discriminating line (and, for a link set-up, both ends' logs "
        "are at hand).",
        "有一个假设得到判别性日志行的支持（建链问题还具备双端日志）。",
    ),
    "verdict_says_likely": T(
        "Some hypotheses are supported or ruled out, but not one alone with both ends' logs: "
        "check the supported ones first.",
        "部分假设得到支持或被排除，但尚不能在双端日志下唯一确定：请先核实有证据支持的假设。",
    ),
    "verdict_says_insufficient": T(
        "No cause can be named from these logs (no network, configuration or bug conclusion "
        "from an application-level error alone): collect what is listed below.",
        "无法从这些日志得出原因（仅凭应用层报错不能下网络、配置或BUG结论）：请收集下列信息。",
    ),
    "triage_missing": T("What would settle it", "还需要的证据"),
    "triage_caveats": T("Caveats", "注意事项"),
    "triage_next_read": T(
        "read the lines under each symptom below.", "阅读下方各现象下列出的日志行。"
    ),
    "missing_lead": T(
        "Nothing more in these logs decides it: read the first failure's line and the lines "
        "of its chain on {side}; where they name a peer (an address, a cluster id), that "
        "node's plog of the same window.",
        "这些日志中已没有更多可判定的内容：请阅读{side}上首个失败的日志行及其调用链；若其中给出了对端"
        "（地址、集群ID），再收集该节点同一时间窗口的plog。",
    ),
    "answer_cause": T(
        "{verdict}: {cause} ({evidence}). {first_code}Next (ours, from the guide's "
        "evidence): {next}",
        "{verdict}：{cause}（{evidence}）。{first_code}下一步（本项目依据指南的证据给出）：{next}",
    ),
    "answer_cause_from": T(
        "{verdict}: {cause} ({evidence}). {first_code}Next (ours, from the evidence that "
        "{basis} names): {next}",
        "{verdict}：{cause}（{evidence}）。{first_code}下一步（本项目依据{basis}所指出的证据给出）：{next}",
    ),
    "basis_neighbour": T("the neighbour's source code", "周边软件的源代码"),
    "answer_absent": T(
        "{verdict}: {cause} (the peer's logs of the window lack the line that would show "
        "otherwise). {first_code}Next (ours, from the guide's evidence): {next}",
        "{verdict}：{cause}（对端该时间窗口的日志中缺少可证明相反情况的行）。{first_code}下一步"
        "（本项目依据指南的证据给出）：{next}",
    ),
    "answer_several": T(
        "{verdict}: {count} causes are supported: {causes}. {first_code}Next: check each by "
        "the lines under it, and collect what is listed at the end.",
        "{verdict}：有{count}个原因得到支持：{causes}。{first_code}下一步：按各自下方的日志行逐一核实，"
        "并收集文末所列信息。",
    ),
    "answer_open": T(
        "{verdict}: no cause is supported yet, {ruled} ruled out. {first_code}Next: {next}",
        "{verdict}：尚无原因得到支持，已排除{ruled}个。{first_code}下一步：{next}",
    ),
    # The report's first screen (triage/report.first_screen).
    "headline_cause": T("{verdict}: {cause} ({evidence}).", "{verdict}：{cause}（{evidence}）。"),
    "headline_absent": T(
        "{verdict}: {cause} (the peer's logs of the window lack the line that would show "
        "otherwise).",
        "{verdict}：{cause}（对端该时间窗口的日志中缺少可证明相反情况的行）。",
    ),
    "headline_several": T(
        "{verdict}: {count} causes are supported: {causes}.",
        "{verdict}：有{count}个原因得到支持：{causes}。",
    ),
    "headline_open": T(
        "{verdict}: no cause is supported yet, {ruled} ruled out.",
        "{verdict}：尚无原因得到支持，已排除{ruled}个。",
    ),
    "headline_none": T(
        "{verdict}: no cause can be named from these logs yet.",
        "{verdict}：尚不能从这些日志得出原因。",
    ),
    "headline_no_error": T(
        "{verdict}: no error line in these logs.", "{verdict}：这些日志中没有错误行。"
    ),
    "triage_next_steps": T("Next steps", "下一步"),
    "triage_steps_above": T(" Next steps: at the top.", "下一步：见报告开头。"),
    "step_code_says": T(
        "What the first failure's code {code} says ({where}): {says}.",
        "首先失败处的错误码{code}所说（{where}）：{says}。",
    ),
    "triage_failed_first": T("What failed first", "首先失败的是"),
    "triage_rest_follows": T(
        "The evidence, the first errors of each layer, the timeline and each hypothesis "
        "follow; llm-status triage --json gives all of it as one record.",
        "以下依次是证据、各层的首个错误、时间线与各假设；llm-status triage --json将全部内容作为一条记录给出。",
    ),
    "answer_next_given": T(
        "the logs it would ask for are among those given: the lines that decided it are "
        "under its symptom below; act on them and on what the first failure's code says.",
        "它所要求的日志已在所给日志中：判定所依据的日志行列在下方该现象之下；据此以及首先失败处"
        "错误码的原文处理。",
    ),
    "answer_first_failure": T(
        "{verdict}: no cause can be named from these logs yet. What failed first: "
        "{where} [{layer}] {text}. Next: {next}",
        "{verdict}：尚不能从这些日志得出原因。首先失败的是：{where} [{layer}] {text}。下一步：{next}",
    ),
    # Before a cause's next step: what the first failure's own code says, in its words.
    "answer_its_code": T(
        "The first failure's code {code} ({where}) says: {says}. ",
        "首先失败处的错误码{code}（{where}）的原文：{says}。",
    ),
    # The first failure's own code, in its table's words (triage/code_says.py): on the
    # failing line itself, or on the first line after it that carries one.
    "answer_first_failure_code": T(
        "{verdict}: no cause can be named from these logs yet. What failed first: "
        "{where} [{layer}] {text}. Its code {code} says: {says}. Next: check what {code}'s "
        "own text says; to name a cause: {next}",
        "{verdict}：尚不能从这些日志得出原因。首先失败的是：{where} [{layer}] {text}。其错误码"
        "{code}的原文：{says}。下一步：按{code}原文所说检查；若要得出原因：{next}",
    ),
    "answer_first_failure_code_at": T(
        "{verdict}: no cause can be named from these logs yet. What failed first: "
        "{where} [{layer}] {text}. The first code after it, {code} ({at}), says: {says}. "
        "Next: check what {code}'s own text says; to name a cause: {next}",
        "{verdict}：尚不能从这些日志得出原因。首先失败的是：{where} [{layer}] {text}。其后的第一个"
        "错误码{code}（{at}）的原文：{says}。下一步：按{code}原文所说检查；若要得出原因：{next}",
    ),
    "answer_no_error": T(
        "{verdict}: no error line in these logs. Next: {next}",
        "{verdict}：这些日志中没有错误行。下一步：{next}",
    ),
    "missing_plog": T(
        "The plogs of every machine (/root/ascend/log: plog/, debug/, run/): these logs hold "
        "only the application's errors.",
        "所有机器的plog（/root/ascend/log下的plog/、debug/、run/）：这些日志只有应用层报错。",
    ),
    "missing_clocks": T(
        "How far apart the clocks of {sides} were at the time (each machine's chrony or NTP "
        "status), since their logs suggest they disagree: until then a link problem is at "
        "most likely.",
        "{sides}各自机器当时的时钟偏差（各机器的chrony或NTP状态），因为日志显示两端时钟可能不一致："
        "在此之前，建链问题至多判为高概率。",
    ),
    "missing_other_side": T(
        "The other side's plog from {start} to {end} (a link problem is decided with both ends' "
        "logs).",
        "另一端从{start}到{end}的plog（建链问题需要双端日志才能判定）。",
    ),
    "triage_sides_rest": T(
        "{count} other sides: files: {files}; lines: {lines}; {start} to {end} (the JSON "
        "lists each)",
        "其余{count}端：文件：{files}；行数：{lines}；{start}至{end}（JSON中逐一列出）",
    ),
    "triage_sides_all": T(
        "{count} sides: files: {files}; lines: {lines}; {start} to {end} (the JSON lists each)",
        "共{count}端：文件：{files}；行数：{lines}；{start}至{end}（JSON中逐一列出）",
    ),
    "cluster_first": T(
        "Across {total} sides, {side} failed first ({time}); {later} failed after it, {echoes} "
        "of them naming its address ({addresses}) as their peer (ours: echoes of its failure); "
        "{silent} logged no error. Look at {side} first.",
        "在{total}端中，{side}最先出错（{time}）；之后有{later}端出错，其中{echoes}端把它的地址"
        "（{addresses}）作为对端（本项目的判定：是其故障的回响）；{silent}端没有报错。请先查看{side}。",
    ),
    "cluster_first_clocks": T(
        "The logs of {count} of them ({sides}) and of it do not overlap in time, or a link "
        "set-up puts their clocks apart: that it failed first holds only if their clocks "
        "agreed (compare each machine's chrony or NTP status).",
        "其中{count}端（{sides}）与它的日志时间不重叠，或某次建链显示两者时钟不一致：只有在两者时钟一致时，"
        "它最先出错才成立（请对比各机器的chrony或NTP状态）。",
    ),
    "cluster_first_unnamed": T(
        "Across {total} sides, {side} failed first ({time}); {later} failed after it, and no "
        "line of theirs names an address of {side}'s, so whether they echo its failure the "
        "logs do not say; {silent} logged no error.",
        "在{total}端中，{side}最先出错（{time}）；之后有{later}端出错，但其日志行中没有{side}的地址，"
        "是否是其故障的回响，日志并未说明；{silent}端没有报错。",
    ),
    "clocks_apart_many": T(
        "{count} of the {total} sides' logs do not overlap in time with some other side's: "
        "their clocks may disagree, or the logs are of other times ({sides}; the JSON lists "
        "them all).",
        "{total}端中有{count}端的日志与其他某端在时间上没有重叠：时钟可能不一致，或日志属于其他时段"
        "（{sides}；JSON中列出全部）。",
    ),
    "hccl_pair": T(
        "{side}: HCCL's own detection names the failing pair: srcRank (server {src}, device "
        "{src_device}) fails to connect to dstRank (server {dst}, device {dst_device}); HCCL "
        "says to analyze both ranks' logs.",
        "{side}：HCCL自身的检测给出了失败的两端：srcRank（server {src}，device {src_device}）无法"
        "连接dstRank（server {dst}，device {dst_device}）；HCCL要求分析这两个rank的日志。",
    ),
    "missing_dst_rank": T(
        "The plog of dstRank, server {dst} device {dst_device}, from {start} to {end} (HCCL "
        "named it: if it reports another error, that error locates the cause; if none, its "
        "process may have hung or exited early, as HCCL's line says).",
        "dstRank（server {dst}，device {dst_device}）从{start}到{end}的plog（HCCL给出了该端："
        "若其报出其他错误，据此定位原因；若没有错误，按HCCL日志所说，其业务进程可能已挂起或提前退出）。",
    ),
    "missing_local": T(
        "{side}'s own logs of the node around it, from {start} to {end}: its plog and its "
        "devices' logs (/root/ascend/log: plog/, debug/ and run/, upstream's README; the "
        "devices' in run/device-*/, HCCL's guide), where the layer "
        "below the failing line says what it saw (ours: no line names a peer or a link's "
        "symptom, so a fault of this node is decided by its own logs).",
        "{side}所在节点在{start}到{end}之间的日志：其plog与各device日志（/root/ascend/log下的plog/、"
        "debug/和run/，上游README；device日志在run/device-*/中，HCCL的指南），"
        "下层在其中记录了所见（本项目判断：没有日志行给出对端或建链现象，本节点的故障由其自身日志判定）。",
    ),
    "missing_location": T(
        "The plog of server {server}, device {device}, where HCCL's cluster exception report "
        "places the fault, from {start} to {end}; the exception reached this node at "
        "{arrival} (HCCL's guide: what to look for there depends on its ExceptionType).",
        "server {server}、device {device}（HCCL的集群异常报告定位的故障所在）从{start}到{end}"
        "的plog；异常于{arrival}广播到本端（HCCL的指南：在该处排查什么取决于其ExceptionType）。",
    ),
    "missing_peer_named": T(
        "The plog of {peer} (the other end, as the failure's lines name it) from {start} to "
        "{end}, at INFO level (a link problem is decided with both ends' logs).",
        "{peer}（失败日志行中给出的另一端）从{start}到{end}的INFO级plog（建链问题需要双端日志才能判定）。",
    ),
    "missing_window": T(
        "{side}'s plog from {start} to {end}: the logs given do not cover that window.",
        "{side}从{start}到{end}的plog：所给日志未覆盖该时间窗口。",
    ),
    "missing_info_level": T(
        "INFO-level plog of {side} (HcclCommPrepare entries), to compare when both ends entered "
        "the link set-up.",
        "{side}的INFO级plog（HcclCommPrepare入口），用于比较两端进入建链的时间。",
    ),
    "missing_time": T(
        "{count} kept lines carry no timestamp: they are kept in file order, after the timed ones.",
        "{count}条保留的日志行没有时间戳：按文件顺序排在有时间戳的行之后。",
    ),
    "triage_source": T(
        "Method, symptoms and evidence threshold: upstream's troubleshooting guide "
        "(hicann/hixl .agents/skills/hixl-troubleshoot), in our words. {ours}",
        "方法、现象与证据门槛：出自上游故障排查指南（hicann/hixl "
        ".agents/skills/hixl-troubleshoot），由本项目转述。{ours}",
    ),
    "triage_ours": T(
        "Ours, not the guide's: the window (causes are looked for from {window} before a "
        "symptom to {after} after it; the guide says \u201cthe same time window\u201d and "
        "gives no size), a chain (one thread's error lines, each at most {gap} after the one "
        "before), when a side's logs cover a window so that a missing line counts (lines in "
        "the failure's minute or the one before, and in {share} of the window's minutes), "
        "and the next step under each hypothesis.",
        "以下为本项目设定，并非指南所定：时间窗口（在现象之前{window}至之后{after}内查找原因；"
        "指南只说\u201c同一时间窗口\u201d，未给出大小）、调用链（同一线程的错误行，相邻两行相隔不超过"
        "{gap}）、一端日志何时算覆盖某一窗口从而缺少的行可作为证据（失败所在分钟或前一分钟有日志行，"
        "且窗口内{share}的分钟有日志行），以及各假设下的下一步。",
    ),
    "help_collect": T(
        "write this node's facts (device IPs, TLS, links, versions, the inference processes' "
        "environment) as a transcript for triage; read-only",
        "将本节点的事实（device IP、TLS、链路、版本、推理进程的环境变量）写成供triage读取的记录；只读",
    ),
    "help_pid": T(
        "an inference process to read (again for more; default: those found by name)",
        "要读取的推理进程（可多次给出；默认按名称查找）",
    ),
    "help_devices": T(
        "the devices to query, 0-7 or 0,1 (default: the node's /dev/davinciN)",
        "要查询的device，如0-7或0,1（默认：本节点的/dev/davinciN）",
    ),
    "collect_done": T(
        "{ran} commands answered, {not_run} could not run ({names}); give this transcript to "
        "triage with the node's logs",
        "{ran}条命令有输出，{not_run}条未能运行（{names}）；请将该记录与本节点的日志一同交给triage",
    ),
    "help_triage": T(
        "from both ends' logs to the first error, its chain, the hypotheses and a verdict",
        "根据两端日志找出首个错误、调用链、候选假设与结论",
    ),
    "help_check": T(
        "before serving: two nodes' facts (llm-status collect) held against every "
        "configuration rule triage uses and the layout both ends must share; exit 1 where "
        "one differs",
        "上线前：用 triage 的每条配置规则及两端须一致的布局检查两个节点的事实"
        "（llm-status collect 的输出）；有不符时退出码为 1",
    ),
    "help_check_sources": T(
        "each node's facts: SIDE=PATH (P=p-facts.txt D=d-facts.txt): llm-status collect's "
        "output, a folder holding it, or a summary",
        "各节点的事实：端=路径（P=p-facts.txt D=d-facts.txt）：llm-status collect 的输出、"
        "含该输出的目录，或摘要",
    ),
    "check_head": T(
        "{count} rules over {sides}, each a problem looked for: {found} found, {unknown} "
        "unknown, {clear} ruled out, {unused} for what no node uses.",
        "对 {sides} 检查 {count} 条规则（每条规则描述一种要查找的问题）：{found} 条存在，"
        "{unknown} 条未知，{clear} 条已排除，{unused} 条针对未被使用的组件。",
    ),
    "check_found": T("found", "存在"),
    "check_clear": T("ruled out", "已排除"),
    "check_unknown": T("unknown", "未知"),
    "check_unused": T("not used", "未使用"),
    "check_not_used": T(
        "No node's facts say it uses what this rule is for ({fact}).",
        "没有节点的事实表明其使用了此规则所针对的组件（{fact}）。",
    ),
    "check_no_facts": T(
        "{side}: no facts of its node here: run `llm-status collect > facts.txt` on it and "
        "give that file ({side}=facts.txt).",
        "{side}：此处没有其节点的事实：请在该节点上运行 `llm-status collect > facts.txt`，"
        "并给出该文件（{side}=facts.txt）。",
    ),
    "check_several": T(
        "{side}'s processes state several values of {flag} ({values}): which one serves is "
        "not known here.",
        "{side} 的多个进程给出了不同的 {flag}（{values}）：此处无法知道哪个在提供服务。",
    ),
    "check_differ": T("Their {flag} differ: {values}.", "两端的 {flag} 不同：{values}。"),
    "check_not_stated": T(
        "Not stated on the command line of {sides} ({flag}): its program's default then "
        "applies, which llm-status does not read.",
        "{sides} 的命令行未给出 {flag}：此时使用程序的默认值，llm-status 不读取默认值。",
    ),
    "check_same": T("Every node states {flag} {value}.", "各节点给出的 {flag} 均为 {value}。"),
    "check_told_differ": T(
        "{one} and {other} tell the connector different {role} layouts: {a} and {b}.",
        "{one} 与 {other} 给连接器的 {role} 布局不同：{a} 与 {b}。",
    ),
    "check_told_own": T(
        "{side}'s config says its own {size} is {told}; its command line runs {own}.",
        "{side} 的配置称其自身的 {size} 为 {told}；其命令行实际为 {own}。",
    ),
    "check_told_same": T(
        "The nodes tell the connector the same layouts ({roles}), and each its own.",
        "各节点给连接器的布局相同（{roles}），且与各自的参数一致。",
    ),
    "help_triage_sources": T(
        "each side's logs: SIDE=PATH (P=/logs/prefill D=/logs/decode), a directory, a file, "
        "a summary, or - for standard input",
        "各端日志：端=路径（P=/logs/prefill D=/logs/decode）、目录、文件、摘要，或用-表示标准输入",
    ),
    "help_summary": T(
        "write this node's summary (JSON, kilobytes) instead of a report: triage merges summaries "
        "as it merges logs",
        "输出本节点的摘要（JSON，数KB）而不是报告：triage合并摘要与合并日志的结果相同",
    ),
    "triage_page_cluster_each": T(
        "on every node, by the cluster's own tools: a summary of kilobytes with the node's "
        "facts, its side named after the node (nodes named alike would merge); rpdcp copies "
        "each back as llm-status.json.<node>",
        "在每个节点上用集群自身的工具运行：得到数KB的摘要，含该节点的事实，其端以节点命名（同名的节点"
        "会被合并）；rpdcp将各摘要取回为llm-status.json.<节点名>",
    ),
    "triage_page_cluster_then": T(
        "then, on one machine, as with raw logs", "然后在一台机器上，与原始日志的用法相同"
    ),
    "help_triage_collect": T(
        "with --summary: run llm-status collect on this node and put its facts in the summary",
        "与--summary一起使用：在本节点上运行llm-status collect，并将其事实写入摘要",
    ),
    "collect_needs_summary": T(
        "--collect goes with --summary (a summary carries this node's facts); to read a "
        "node's facts, give its transcript (llm-status collect > facts.txt) with its logs",
        "--collect需与--summary一起使用（摘要携带本节点的事实）；要读取某个节点的事实，请将其记录"
        "（llm-status collect > facts.txt）与其日志一同给出",
    ),
    "bad_summary": T(
        "{input} is not a summary llm-status wrote: {reason}",
        "{input}不是llm-status生成的摘要：{reason}",
    ),
    # Why (triage/summaries.py): each a reason of bad_summary.
    "summary_schema": T("its schema is not {schema}", "其schema不是{schema}"),
    "summary_nested": T("it is nested too deep", "其嵌套层次过深"),
    "summary_not_utf8": T("it is not UTF-8 text", "它不是UTF-8文本"),
    "summary_not_json": T(
        "it is not JSON (line {line}, column {column})", "它不是JSON（第{line}行第{column}列）"
    ),
    "summary_unreadable": T("it cannot be read ({error})", "无法读取（{error}）"),
    "summary_constant": T("{name} is not a number JSON has", "{name}不是JSON中的数"),
    "summary_not_list": T("its {field} is not a list", "其{field}不是列表"),
    "summary_not_object": T("an item of its {field} is not an object", "其{field}中有一项不是对象"),
    "summary_unknown_fields": T(
        "an event has fields no summary has: {fields}", "某个事件含有摘要中没有的字段：{fields}"
    ),
    "summary_old": T(
        "an older llm-status wrote it: its events name no format, so their lines would show no "
        "symptom. Write it again with this version (llm-status triage --summary).",
        "它由较早版本的llm-status生成：其事件未注明格式，其中的行不会显示任何现象。请用当前版本重新生成"
        "（llm-status triage --summary）。",
    ),
    "summary_malformed": T("its fields are not a summary's", "其字段不符合摘要的格式"),
    "summary_must": T("{field} must be {what}", "{field}必须是{what}"),
    "summary_text": T("text", "文本"),
    "summary_a_version": T("a version, such as 0.1.0", "版本号，如 0.1.0"),
    "summary_text_or_null": T("text or null", "文本或null"),
    "summary_whole": T("a whole number", "整数"),
    "summary_whole_or_null": T("a whole number or null", "整数或null"),
    "summary_flag": T("true or false", "true或false"),
    "summary_texts": T("a list of texts", "文本列表"),
    "summary_iso": T("an ISO 8601 time with no zone", "不带时区的ISO 8601时间"),
    "summary_lower": T("aclError or HcclResult names", "aclError或HcclResult的名称"),
    "summary_neighbours": T(
        "keys of the neighbours' codes (mooncake-store/LEASE_EXPIRED)",
        "周边软件错误码的键（mooncake-store/LEASE_EXPIRED）",
    ),
    "summary_a_list": T("a list", "列表"),
    "summary_objects": T("objects", "对象"),
    "summary_numbers": T("whole numbers", "整数"),
    # -- the page on a node's facts (site/collect_page.py) ---------------------------------
    "collect_page_title": T("Collecting a node's facts", "采集节点的事实"),
    "collect_page_description": T(
        "What llm-status collect runs on a node, what triage reads from it, and the "
        "configuration hypotheses the two ends' facts decide.",
        "llm-status collect在节点上运行什么、triage从中读取什么，以及两端事实可判定的配置类假设。",
    ),
    "collect_page_intro": T(
        "Most causes of failed transfers in public incidents were configuration: a fact of "
        "one node, often the other one, that its logs do not print. llm-status collect "
        "writes a node's facts as one transcript, each command on a line of its own and "
        "then its output; give it to triage with that node's logs (in the same folder, or "
        "as a file of the side) and triage compares the two ends' facts.",
        "公开事故中传输失败的原因多为配置问题：某一节点（常常是另一端）的事实，其日志并不打印。"
        "llm-status collect把节点的事实写成一份记录，每条命令单独一行，随后是其输出；将它与该节点的"
        "日志一同交给triage（放在同一目录下，或作为该端的一个文件），triage即比较两端的事实。",
    ),
    "collect_page_runs": T("What it runs and what triage reads", "运行的命令与triage读取的内容"),
    "collect_page_runs_intro": T(
        "hccn_tool's queries for every device (-ip -g, -ip -inet6 -g, -tls -g, -link -g, "
        "-link_stat -g, -net_health -g, -optical -g), cat /etc/hccn.conf, npu-smi info, the "
        "driver's and CANN's version files, ip -4 -o addr, ip -6 -o addr and ss -ltnp; then, "
        "for each inference process (found by its executable, or given with --pid), its command line, "
        "its environment, the config files and the rank table they name (--*config*, "
        "MOONCAKE_CONFIG_PATH, RANK_TABLE_FILE), and the Mooncake wheel it has loaded. What "
        "triage reads of each output:",
        "对每个device运行hccn_tool的查询（-ip -g、-ip -inet6 -g、-tls -g、-link -g、-link_stat -g、"
        "-net_health -g、-optical -g），以及cat /etc/hccn.conf、npu-smi info、驱动与CANN的版本文件、"
        "ip -4 -o addr、ip -6 -o addr和ss -ltnp；然后对每个推理进程（按其可执行程序查找，或用--pid指定）"
        "记录其命令行、环境变量、其指明的配置文件与rank table（--*config*、MOONCAKE_CONFIG_PATH、"
        "RANK_TABLE_FILE），以及它已加载的Mooncake wheel。triage从各输出中读取的内容：",
    ),
    "collect_page_command": T("After the command", "命令"),
    "collect_page_reads": T("What a line says", "行中给出的事实"),
    "collect_page_seen": T("Where the format was seen", "格式出处"),
    "collect_page_env": T("The environment kept", "保留的环境变量"),
    "collect_page_secrets": T("Secrets", "敏感信息"),
    "collect_page_secrets_says": T(
        "a value whose name (a variable's, an option's, a config member's at any depth, a "
        "NAME=value in a shell string) has one of the words {words} is written as "
        "{redacted}, whatever its type (a number, an object), and so is a URL's user and "
        "password and the value after -p; of a config file or a rank table, only the "
        "members triage reads are written ({members}), never the file. Triage's report, "
        "--json, --summary and the triage page's saved record hide the same.",
        "名称（变量名、命令行选项、配置文件中任意层级的成员、shell字符串中的NAME=value）中含有"
        "以下任一单词的值：{words}，无论其类型（数字、对象）都写作{redacted}；URL中的用户名与密码、"
        "-p之后的值同样如此；配置文件与rank table只写出triage读取的成员（{members}），从不写出整个文件。"
        "triage的报告、--json、--summary以及排查页面保存的记录同样隐去这些值。",
    ),
    "collect_page_never": T("What it never does", "不会做的事"),
    "collect_page_never_says": T(
        "it changes nothing: only queries (hccn_tool's -g, npu-smi info, cat, ip, ss), each "
        "run with no shell and a 5-second timeout, its output read to 1 MiB as it streams, "
        "all of them within 60 seconds; it reaches no other machine. It runs with the "
        "rights of the operator who runs it, and reads a file another process names only "
        "with that process's user and groups: as root, never a file that process could "
        "not read. What it writes from the world (command lines, file names, tool output) "
        "is escaped: nothing starts a line of its own or reaches a terminal as a control "
        "character. What it cannot run is said with why (a container without hccn_tool "
        "is itself a finding).",
        "不做任何修改：只运行查询（hccn_tool的-g、npu-smi info、cat、ip、ss），每条命令不经shell、"
        "限时5秒，其输出边读边截取、至多1 MiB，全部在60秒内完成；不访问其他机器。它以运行者的权限运行，"
        "读取其他进程所指明的文件时只使用该进程的用户与组：以root运行时，也不会读取该进程无权读取的文件。"
        "它从外部写入的内容（命令行、文件名、工具输出）都经过转义：不会另起一行，也不会以控制字符到达终端。"
        "无法运行的命令会注明原因（容器中没有hccn_tool本身就是一项发现）。",
    ),
    "collect_page_when": T(
        "Its first line says which node and when (LLM_STATUS_NODE where set, as the "
        "recipes set it to the node's name, else the host's name; the time with its "
        "zone); a pasted session's prompt and FaultDiag's \"Datetime:\" say the same. A "
        "fact counts only for its own node (a side named as another host, of another role, "
        "or whose addresses are not the peer's the failure names, is set aside) and near "
        "the failure: a port's state within an hour, a setting within a day (ours). The "
        "report says each set-aside transcript and why.",
        "其首行写明是哪个节点、何时采集（设置了LLM_STATUS_NODE时为其值，部署脚本将其设为节点名，"
        "否则为主机名；以及带时区的时间）；粘贴的shell会话的提示符和FaultDiag的"
        '"Datetime:"同样给出这些信息。事实只对其自身节点有效（按另一主机名、另一角色命名的端，或地址'
        "不是失败行所指对端的节点，其事实不被采用），且只在失败前后有效：端口状态一小时内，配置一天内"
        "（本项目的规则）。报告会列出每份未被采用的记录及原因。",
    ),
    "collect_page_where": T("In a container, and on every node", "在容器中，以及在每个节点上"),
    "collect_page_container": T(
        "Run it where the inference process runs: inside its container it sees that "
        "container's devices, /etc/hccn.conf and processes.",
        "请在推理进程所在的环境中运行：在其容器内，它看到的是该容器的device、/etc/hccn.conf和进程。",
    ),
    "collect_page_cluster": T(
        "On every node, with the cluster's own tools; put each transcript beside that node's "
        "logs, or give it to the node's side:",
        "在每个节点上用集群自身的工具运行；将每份记录放在该节点的日志旁边，或作为该端的文件给出：",
    ),
    "collect_page_decides": T("What the facts decide", "事实可判定的内容"),
    "collect_page_decides_intro": T(
        "A fact decides only a hypothesis of the symptom the logs show; these hypotheses read "
        "both nodes' facts (each links to its symptom's page):",
        "事实只判定日志中出现的现象所对应的假设；以下假设读取两个节点的事实（各链接到其现象页面）：",
    ),
    "collect_page_formats": T(
        "Triage reads the same facts from FaultDiag's collected files (the command line bare, "
        "then its output) and from a pasted shell session (a prompt, then the command), "
        "in a file of any name.",
        "triage也能从FaultDiag采集的文件（单独一行命令，随后是其输出）和粘贴的shell会话（提示符后接命令）"
        "中读取同样的事实，文件名不限。",
    ),
    # -- the triage page -------------------------------------------------------------------
    "triage_page_title": T(
        "Triage: from both ends' logs to the first cause", "排查：从两端日志到首个原因"
    ),
    "triage_page_description": T(
        "llm-status triage: merge the prefill and decode logs by time, follow each failure's chain "
        "to its origin, weigh upstream's hypotheses, and say what to collect next.",
        "llm-status triage：按时间归并prefill与decode两端日志，沿调用链追到源头，权衡上游列出的候选"
        "假设，并说明下一步要收集什么。",
    ),
    "triage_page_intro": T(
        "A status code is a symptom: the cause of a failed link or transfer sits in lines under "
        "the library's error (HCCL, HCCP, the runtime, the driver), on the other machine, or in "
        "the order of events. Give triage the logs of both ends; it reads them where they are "
        "and nothing leaves the machine.",
        "错误码只是表象：建链或传输失败的原因往往在库报错之下的日志里（HCCL、HCCP、runtime、"
        "driver），在另一台机器上，或在事件的先后顺序中。把两端的日志交给triage；它就地读取，"
        "不向外发送任何内容。",
    ),
    "triage_page_method": T("What it does", "它做什么"),
    "triage_page_step_read": T(
        "Reads each side's logs: directories recursively (plog/, debug/, run/, rotated and "
        "compressed files), files or standard input, plogs, application logs, glog lines and "
        "tracebacks, as a stream.",
        "读取各端日志：递归读取目录（plog/、debug/、run/、轮转与压缩文件）、文件或标准输入，"
        "包括plog、应用日志、glog行与Python回溯，以流的方式读取。",
    ),
    "triage_page_step_merge": T(
        "Merges both ends by timestamp, not by file name; lines without one are kept in file "
        "order and counted.",
        "按时间戳而不是文件名归并两端日志；没有时间戳的行按文件顺序保留并计数。",
    ),
    "triage_page_step_first": T(
        "Finds the first LLM-DataDist, HIXL or ADXL error, and the first HCCL, HCCP, runtime or "
        "driver error in the same window, on either side.",
        "找出首个LLM-DataDist、HIXL或ADXL错误，以及任一端同一时间窗口内的首个HCCL、HCCP、"
        "runtime或driver错误。",
    ),
    "triage_page_step_chain": T(
        "Follows each failure's chain: the line where a check failed, the calls that passed its "
        "status on, the symptom the caller saw; and counts how often it recurs beside the "
        "transfers that went through.",
        "沿调用链追踪每次失败：检查失败的那一行、向上传递状态的调用、调用方看到的表象；并统计其"
        "重复次数与成功传输的次数。",
    ),
    "triage_page_step_symptoms": T(
        "For each ambiguous symptom of upstream's differential diagnosis, marks each hypothesis "
        "supported, ruled out or open, with the lines (side / file:line / time) that decided it; "
        "it compares when both ends entered the same comm[...] with the timeout the logs state.",
        "对上游鉴别诊断中的每个高歧义现象，将各候选假设标为有证据支持、已排除或待定，并给出作出"
        "判定的日志行（端 / 文件:行号 / 时间）；比较两端进入同一comm[...]的时间差与日志中的超时时间。",
    ),
    "triage_page_step_verdict": T(
        "States a verdict only at the guide's evidence threshold, and what would settle it.",
        "只在达到指南的证据门槛时给出结论，并说明还需要什么证据。",
    ),
    "triage_page_exit": T(
        "Exit status: 0 with a report, 1 when the logs hold no error, 2 for unusable input.",
        "退出状态：有报告时为0，日志中没有错误时为1，输入不可用时为2。",
    ),
    "triage_page_symptoms": T("Symptoms and their hypotheses", "现象及其候选假设"),
    "triage_page_symptoms_intro": T(
        "A keyword only raises hypotheses; the lines below decide between them. Triage decides "
        "what a log can decide; the rest stays open, with the next thing to check.",
        "关键词只用于提出候选假设；下表中的日志行才能在假设之间作出判别。triage只判定日志能判定的"
        "内容；其余保持待定，并给出下一步要检查的内容。",
    ),
    "triage_page_symptom_page": T("Its page", "该现象的页面"),
    "page_symptoms_ours": T(
        "Which symptoms a code is reported with is our reading: upstream's guide pairs no "
        "code with them.",
        "错误码常伴随哪些现象是本项目的归纳：上游指南没有把错误码与这些现象配对。",
    ),
    "yours_heading": T("Your error", "你的错误"),
    "yours_from": T("(from {call}())", "（来自{call}()）"),
    "yours_no_rule": T(
        "The remedy below speaks of {calls}, not of {call}().",
        "下面的解决办法针对的是{calls}，不是{call}()。",
    ),
    "yours_message_at": T(
        "The message upstream printed: {where} ↓", "上游打印该消息之处：{where} ↓"
    ),
    "yours_matches": T("matches your error", "与你的错误相符"),
    "symptom_crumb_index": T("Codes › By symptom", "错误码 › 按现象"),
    "symptom_first": T("First step", "第一步"),
    "symptom_first_both": T(
        "get the other end's logs of the same minutes, and triage both ends' logs together; "
        "the hypotheses below say which line decides each.",
        "取得另一端同一时段的日志，并将两端的日志一起排查；下面的各假设说明了由哪一行日志判定。",
    ),
    "symptom_first_master": T(
        "run `llm-status collect` on the master's node and on an inference node, and triage "
        "the inference node's logs with both transcripts; the hypotheses below say which "
        "facts decide each.",
        "在master所在节点和一个推理节点上运行`llm-status collect`，并将推理节点的日志与两份记录一起"
        "排查；下面的各假设说明了由哪些事实判定。",
    ),
    "symptom_first_node": T(
        "this node's own lines decide it: triage its logs; the hypotheses below say which "
        "line decides each.",
        "此节点自身的日志即可判定：排查其日志；下面的各假设说明了由哪一行日志判定。",
    ),
    "decoder_triage": T("Triage both ends' logs of that time", "排查两端同一时段的日志"),
    "cli_triage_both": T(
        "Triage both ends' logs of that time: llm-status triage P=<prefill's logs> "
        "D=<decode's logs>",
        "排查两端同一时段的日志：llm-status triage P=<prefill端的日志> D=<decode端的日志>",
    ),
    # The language hint (assets/language-hint.js): each in the language it invites to.
    "hint_label": T("Language hint", "语言提示"),
    "hint_link": T("This page is also in English", "本页有中文版本"),
    "hint_close": T("Close the hint", "关闭提示"),
    "index_symptoms": T(
        "By symptom: a log line that names no LLM-DataDist code, or only HIXL's generic 503900",
        "按现象：未给出LLM-DataDist错误码、或只有HIXL通用错误码503900的日志行",
    ),
    "index_neighbours": T(
        "A failed transfer often shows a neighbour's code instead: Mooncake's Store and "
        "Transfer Engine, memfabric, MindIE, SGLang's KVTransferError. Their tables say each "
        "in its own words, where it is printed, and what to do:",
        "传输失败时，日志中常出现的是周边软件的错误码：Mooncake的Store与Transfer Engine、"
        "memfabric、MindIE、SGLang的KVTransferError。它们的错误码表给出各错误码的原文含义、"
        "打印位置与处理建议：",
    ),
    "index_symptoms_intro": T(
        "A failure is often seen first as a line of HCCL, the runtime or HIXL that names no "
        "LLM-DataDist code, or only HIXL's generic 503900. Each symptom of upstream's "
        "differential diagnosis has a page: its hypotheses, what decides each, and the codes "
        "it is usually reported with.",
        "故障往往首先表现为HCCL、runtime或HIXL的一行日志，其中没有LLM-DataDist错误码，或只有HIXL的"
        "通用错误码503900。上游鉴别诊断中的每个现象都有一个页面：其候选假设、判定各假设的依据，"
        "以及常伴随的错误码。",
    ),
    "index_symptom": T("Symptom, as the log shows it", "现象（日志特征）"),
    "triage_page_phase": T("Phase", "阶段"),
    "triage_page_codes": T("Usually reported with", "常伴随的错误码"),
    "triage_page_hypothesis": T("Hypothesis", "候选假设"),
    "triage_page_supports": T("What supports it", "证实证据"),
    "triage_page_rules_out": T("What rules it out, or the next step", "反证或下一步"),
    "triage_page_next": T(
        "Our next step, from the guide's evidence", "下一步（本项目依据指南的证据给出）"
    ),
    "triage_page_cluster": T("A cluster of many nodes", "多节点集群"),
    "triage_page_cluster_intro": T(
        "Logs stay where they are: on each node, --summary reduces its logs to what triage "
        "reads (kilobytes); triage merges the summaries exactly as it merges raw logs.",
        "日志留在原处：在每个节点上用--summary把日志精简为triage所需的内容（数KB）；triage合并"
        "摘要与合并原始日志的结果完全相同。",
    ),
    "triage_page_json": T("The JSON report", "JSON报告"),
    "triage_page_json_intro": T(
        "--json prints the whole report for programs; its fields:",
        "--json为程序输出完整报告；其字段如下：",
    ),
    "triage_page_field": T("Field", "字段"),
    "triage_page_meaning": T("What it holds", "内容"),
    # -- the triage page's form (site/triage_page.py, assets/triage.js) ------------------
    "triage_ui_heading": T("Triage in your browser", "在浏览器中排查"),
    "triage_ui_intro": T(
        "Give each side its logs: drop files or folders on its box, choose them, or paste "
        "lines. A summary that `llm-status triage --summary` wrote is read as well; with a "
        "box's label left empty, each file or folder in it is a side of its own (each "
        "node's summary keeps its node's name), as bare paths are to the command. The "
        "report is the one `llm-status triage` gives: this page runs the package's own "
        "Python on your files, in your browser (Pyodide, served by this site), and the "
        "logs never leave your machine. Compressed logs (`.gz`, `.xz`) are read as they are.",
        "为每一端给出其日志：将文件或文件夹拖放到该端的框中、选择文件，或粘贴日志行。"
        "`llm-status triage --summary`生成的摘要同样可以读取；某个框的标签留空时，其中每个文件或"
        "文件夹各自成为一端（每个节点的摘要保留其节点名），与命令中不带标签的路径相同。报告与`llm-status triage`"
        "给出的相同：本页在你的浏览器中用本包自己的Python代码读取你的文件（Pyodide，由本站提供），"
        "日志不会离开你的机器。压缩的日志（`.gz`、`.xz`）按原样读取。",
    ),
    "triage_ui_side": T("Side", "端"),
    "triage_ui_label": T("Label of this side", "该端的标签"),
    "triage_ui_files": T("Choose files", "选择文件"),
    "triage_ui_folder": T("Choose a folder", "选择文件夹"),
    "triage_ui_paste": T("Or paste lines of its logs", "或粘贴其日志行"),
    "triage_ui_drop": T("Drop its log files or folders here.", "将其日志文件或文件夹拖放到此处。"),
    "triage_ui_drop_touch": T("Choose its log files or folders.", "选择其日志文件或文件夹。"),
    # Chosen is not read: a core dump in a folder is chosen, then skipped (the report
    # says which and why); after a run the page says both, as the report counts them.
    "triage_ui_chosen": T("Files chosen: {count} ({size})", "已选文件：{count}个（{size}）"),
    "triage_ui_read": T("read: {read}, skipped: {skipped}", "已读取{read}个，跳过{skipped}个"),
    "triage_ui_clear": T("Clear", "清除"),
    "triage_ui_run": T("Triage", "排查"),
    "triage_ui_reading": T("Reading {file}: {done} of {total}", "正在读取{file}：{done}/{total}"),
    "triage_ui_starting": T(
        "Starting the triage engine (Python, run in this page): the first time, about "
        "{size} MB are downloaded from this site, and the browser keeps them.",
        "正在启动排查引擎（在本页中运行的Python）：首次使用时从本站下载约{size} MB，之后由浏览器缓存。",
    ),
    "triage_ui_weighing": T("Weighing the hypotheses…", "正在权衡各候选假设……"),
    "triage_ui_progress": T("Triage progress", "排查进度"),
    "triage_ui_cancel": T("Cancel", "取消"),
    "triage_ui_cancelled": T("Cancelled: no report.", "已取消：没有报告。"),
    "triage_ui_none": T("Give the logs of at least one side.", "请至少给出一端的日志。"),
    "triage_ui_failed": T("The triage could not finish: {reason}", "排查未能完成：{reason}"),
    "triage_ui_save_text": T("Save the report", "保存报告"),
    "triage_ui_why": T(
        "What supports it, and what would rule it out: {hypothesis}",
        "支持它的证据，以及什么会将其排除：{hypothesis}",
    ),
    "triage_ui_save_json": T(
        "Save as JSON (llm-status-triage/1)", "保存为JSON（llm-status-triage/1）"
    ),
    "triage_ui_no_worker": T(
        "Triage in the browser needs the site served over HTTP (a copy opened from disk "
        "can start no worker and load no engine): in the unpacked folder, run "
        "python3 -m http.server 8000 --bind 127.0.0.1 and open "
        "http://127.0.0.1:8000/triage/; or run llm-status triage on the logs.",
        "在浏览器中排查需要通过HTTP访问本站（从磁盘打开的副本无法启动worker，也无法加载引擎）："
        "在解压后的目录中运行python3 -m http.server 8000 --bind 127.0.0.1，再打开"
        "http://127.0.0.1:8000/triage/；或者请对日志运行llm-status triage。",
    ),
    "bundle_readme": T(
        "llm-status: the site, for reading without internet.\n\n"
        "Open index.html (zh/index.html in Chinese) in a browser: the pages, the search and "
        "the log decoder work from disk.\n\n"
        "Triage in the browser runs Python in the page (Pyodide, in assets/engine/), which "
        "a browser loads only over HTTP. Serve this folder on this machine:\n\n"
        "    python3 -m http.server 8000 --bind 127.0.0.1\n\n"
        "and open http://127.0.0.1:8000/triage/ (http://127.0.0.1:8000/zh/triage/ in "
        "Chinese). The logs you give it stay in the browser. That server sends the files "
        "uncompressed, which is fine on one machine; a server for many readers should "
        "compress .json, .js and .css (the search index, fetched when a reader goes to "
        "search, is about 2 MB, some 230 kB compressed).\n\n"
        "The command reads the same logs: pip install the wheel beside this archive, then "
        "run llm-status triage P=<prefill logs> D=<decode logs>.\n",
        "llm-status：无需联网即可阅读的站点。\n\n"
        "用浏览器打开index.html（中文为zh/index.html）：页面、搜索与日志解码器从磁盘打开即可使用。\n\n"
        "在浏览器中排查需要在页面中运行Python（Pyodide，位于assets/engine/），浏览器只通过HTTP加载它。"
        "请在本机上提供此目录：\n\n"
        "    python3 -m http.server 8000 --bind 127.0.0.1\n\n"
        "然后打开http://127.0.0.1:8000/zh/triage/（英文为http://127.0.0.1:8000/triage/）。"
        "你给出的日志只留在浏览器中。该服务器不压缩文件，在本机上这没有问题；供多人访问的服务器应压缩"
        ".json、.js与.css文件（搜索索引在读者开始搜索时才获取，约2 MB，压缩后约230 kB）。\n\n"
        "命令读取同样的日志：用pip安装本归档旁的wheel，再运行"
        "llm-status triage P=<prefill日志> D=<decode日志>。\n",
    ),
    "triage_ui_no_wasm": T(
        "This browser, or the policy the site is served with, does not let the page run "
        "WebAssembly, which the triage engine is: run llm-status triage on the logs.",
        "此浏览器或本站所用的安全策略不允许页面运行WebAssembly，而排查引擎正是WebAssembly："
        "请对日志运行llm-status triage。",
    ),
    "triage_ui_noscript": T(
        "Triage in the browser needs JavaScript. Without it, run llm-status triage on the logs.",
        "在浏览器中排查需要JavaScript。没有它时，请对日志运行llm-status triage。",
    ),
    # -- the layers below (registry.lower_layers) --------------------------------------
    "lower_heading": T(
        "Lower layer (the status of the call that failed)", "底层（失败调用的状态）"
    ),
    "lower_table_acl": T("aclError, acl table", "aclError，acl返回码表"),
    "lower_table_runtime": T("aclError, runtime table", "aclError，透传RUNTIME的返回码表"),
    "lower_table_GE": T("aclError, GE table", "aclError，透传GE的返回码表"),
    "lower_table_HcclResult": T("HCCL's HcclResult", "HCCL的HcclResult"),
    "lower_row": T("{name}  {value}  {hex}  ({table})", "{name}  {value}  {hex}（{table}）"),
    "lower_in_chinese": T("The official table says: {text}", "官方表格：{text}"),
    "lower_remedy": T(
        "The official remedy (in Chinese, as the table has it): {text}",
        "官方解决方法：{text}",
    ),
    "lower_remedy_inline": T(
        "the official remedy (in Chinese, as the table has it): {text}", "官方解决方法：{text}"
    ),
    "lower_decoded": T(
        "{name} ({layer} {value}, {hex}): {meaning}", "{name}（{layer} {value}，{hex}）：{meaning}"
    ),
    # A kind whose codes are one table (registry/kinds.py): a row under a line, its page.
    "kind_row_said": T("{name} ({title}): {meaning}", "{name}（{title}）：{meaning}"),
    "kind_page_intro": T(
        "Every code of this kind, as its table gives it. The words of its rows: {source}.",
        "这类代码的全部条目，按其表格给出。各行文字出自：{source}。",
    ),
    "lower_page_acl_title": T("AscendCL's aclError codes", "AscendCL的aclError返回码"),
    "lower_page_acl_intro": T(
        "The return codes of AscendCL, the runtime and GE, from the official aclError table. "
        "LLM-DataDist and HIXL pass them on: a failed aclrt call's status (ret: 0x7BCA6 is "
        "507046, a stream sync timeout) becomes their own code (LLM_TIMEOUT, hixl TIMEOUT). "
        "The table is in Chinese: its words are quoted; the English meaning is ours, read "
        "from each constant's name.",
        "AscendCL、runtime与GE的返回码，出自官方aclError表格。LLM-DataDist与HIXL会传递这些返回码："
        "aclrt调用失败的状态（ret: 0x7BCA6即507046，流同步超时）会变成它们自己的错误码"
        "（LLM_TIMEOUT、hixl TIMEOUT）。表格内容逐字引用。",
    ),
    "lower_page_hccl_title": T("HCCL's HcclResult codes", "HCCL的HcclResult返回码"),
    "lower_page_hccl_intro": T(
        "HCCL's return codes with the one-line comments of its header. HIXL logs them as "
        "ErrorNo after 'Call hccl api:... failed' (ErrorNo: 19 is HCCL_E_NETWORK, not a HIXL "
        "code) and returns them converted: HCCL_E_PARA to PARAM_INVALID, HCCL_E_TIMEOUT to "
        "TIMEOUT, HCCL_E_NOT_SUPPORT to UNSUPPORTED, any other to FAILED. ADXL logs them as "
        "'Call hccl api failed, ret: 0x...'. The comments are the header's, as it writes them; "
        "the Chinese is ours. HCCL_E_AGAIN to HCCL_E_OOM and HCCL_E_IN_STATUS exist only in "
        "recent versions: the older public header stops at HCCL_E_NETWORK (19), with the same "
        "comments. HCCL_E_RESERVED has no value of its own (the one after the last member: "
        "1042 in the recent header, 20 in the older).",
        "HCCL的返回码及其头文件中的单行注释。HIXL在“Call hccl api:... failed”之后以ErrorNo输出它们"
        "（ErrorNo: 19是HCCL_E_NETWORK，不是HIXL错误码），并转换后返回：HCCL_E_PARA转为PARAM_INVALID，"
        "HCCL_E_TIMEOUT转为TIMEOUT，HCCL_E_NOT_SUPPORT转为UNSUPPORTED，其余转为FAILED。ADXL以"
        "“Call hccl api failed, ret: 0x...”输出它们。注释为头文件原文；中文为本项目翻译。HCCL_E_AGAIN"
        "至HCCL_E_OOM以及HCCL_E_IN_STATUS只存在于较新的版本：较早的公开头文件止于HCCL_E_NETWORK（19），"
        "注释相同。HCCL_E_RESERVED没有自己的取值（为最后一个成员之后的值：较新头文件中为1042，较早的为20）。",
    ),
    "lower_page_context": T(
        "llm-status names these codes only where a line says whose status it is: a line whose "
        "upstream message reports a failed ACL or HCCL call, or HCCL's own words (HCCL Error "
        "Code:, hcclRet ->, hccl_result =); never a bare number, which in a log is as often a "
        "count or a pid.",
        "llm-status只在日志行表明其为哪一层的状态时才识别这些返回码：上游消息报告ACL或HCCL调用失败"
        "的行，或HCCL自身的用语（HCCL Error Code:、hcclRet ->、hccl_result =）；从不识别孤立的数字，"
        "日志中的数字同样常是计数或进程号。",
    ),
    "lower_col_name": T("Name", "名称"),
    "lower_col_value": T("Value", "取值"),
    "lower_col_meaning": T("Meaning", "含义"),
    "lower_col_official": T("The official table (Chinese)", "官方表格"),
    "lower_col_remedy": T(
        "Possible causes and remedy (the official table, Chinese)", "可能原因及解决方法"
    ),
    "lower_deprecated": T("(to be deprecated)", "（待废弃）"),
    # -- a symptom's page --------------------------------------------------------------
    "symptom_description": T(
        "{title}: what it can mean, the lines that decide between the hypotheses, and what to check next.",
        "{title}：可能的原因、在各候选假设之间作出判别的日志行，以及下一步要检查的内容。",
    ),
    "symptom_intro": T(
        "A symptom, not a cause: the guide named here lists what it can mean, and the lines "
        "that confirm or rule out each.",
        "这是表象而非原因：此处注明的指南列出了它可能的含义，以及证实或排除每一种可能的日志行。",
    ),
    "symptom_hypotheses": T("Hypotheses", "候选假设"),
    "symptom_shows": T("As the log shows it", "日志特征"),
    "symptom_shows_intro": T(
        "A line shows this symptom when it holds these words (in any case):",
        "日志行含有以下词语（不区分大小写）即表现出该现象：",
    ),
    # After a symptom's words: only a line of ERROR level shows it (the fidelity review's
    # S9: the Chinese in full-width brackets, with no space before them).
    "symptom_error_only": T(" (an ERROR line)", "（仅ERROR级别的行）"),
    "symptom_threshold": T("Evidence threshold", "证据门槛"),
    "symptom_threshold_link": T(
        "A link problem is confirmed only with both ends' logs of the same window; with one "
        "end's, a hypothesis is at most likely. An application-level error alone names no "
        "network, configuration or bug cause.",
        "建链问题只有在具备双端同一时间窗口的日志时才能确认；只有一端日志时，假设至多为高概率。"
        "仅凭应用层报错不能得出网络、配置或BUG结论。",
    ),
    "symptom_threshold_transfer": T(
        "Confirmed needs a discriminating line (source, file, line, time); an application-level "
        "error alone names no network, configuration or bug cause.",
        "确认需要一条判别性日志行（来源、文件、行号、时间）；仅凭应用层报错不能得出网络、配置或BUG结论。",
    ),
    "symptom_threshold_node": T(
        "A line of the node that logs it decides: its own logs are enough to confirm. An "
        "application-level error alone names no network, configuration or bug cause.",
        "由报出该行的节点自身的日志行判定：仅凭其自身日志即可确认。仅凭应用层报错不能得出网络、配置或BUG结论。",
    ),
    "symptom_check_tls": T(
        "each end's TLS state (the TlsStatus of its LINK_ERROR_INFO rows, else HCCP's TLS "
        "SWITCH line): different supports, the same rules out",
        "两端各自的TLS状态（其LINK_ERROR_INFO行中的TlsStatus，否则为HCCP的TLS SWITCH行）："
        "不同则支持，相同则排除",
    ),
    "symptom_triage_decides": T("What llm-status triage reads", "llm-status triage读取的内容"),
    "symptom_check_comm_gap": T(
        "both ends' first HcclCommPrepare lines of the same comm[...], their time apart against "
        "the timeout the lines state: over it supports, within it rules out",
        "两端同一comm[...]的首条HcclCommPrepare行，比较其时间差与日志给出的超时时间：超过则支持，未超过则排除",
    ),
    "symptom_check_comm_shared": T(
        "both ends' first HcclCommPrepare lines of the same comm[...], their time apart against "
        "the timeout the lines state (over it supports, within it rules out), and, with the "
        "peer's logs of the window at hand, whether the peer entered that comm[...] at all",
        "两端同一comm[...]的首条HcclCommPrepare行，比较其时间差与日志给出的超时时间（超过则支持，"
        "未超过则排除）；并在具备对端该时间窗口日志时，检查对端是否进入了该comm[...]",
    ),
    "symptom_side_peer": T(
        "on the peer (the end that did not show the symptom)", "在对端（未出现该现象的一端）"
    ),
    "symptom_side_any": T("on either end", "在任一端"),
    "symptom_decides_line": T(
        "an error line holding {words}, {side}, in the window before the symptom",
        "在该现象之前的时间窗口内，{side}含有{words}的错误行",
    ),
    "symptom_decides_absent": T(
        "whether a line holding {words} is there, {side}: its absence supports it",
        "{side}是否有含{words}的行：没有则支持该假设",
    ),
    "symptom_decides_layer_error": T(
        "any {layers} error line, {side}, in the window before the symptom",
        "在该现象之前的时间窗口内，{side}任一{layers}的错误行",
    ),
    "symptom_layers_or": T(" or ", "或"),
    "symptom_decides_shows": T(
        "nothing decides it by itself; it shows the lines holding {words} to read",
        "无法自动判定；会列出含有{words}的行供阅读",
    ),
    "symptom_decides_nothing": T(
        "nothing in a log decides it: it stays open, with the next thing to check",
        "日志中没有可判定的内容：保持待定，并给出下一步要检查的内容",
    ),
    "symptom_run": T("Triage your logs", "排查你的日志"),
    "symptom_run_intro": T(
        "Give it both ends' logs: it finds this symptom, decides what the lines decide, and says what is missing.",
        "提供两端日志：它会找出该现象，判定日志能判定的内容，并说明还缺少什么。",
    ),
    "symptom_run_here": T(
        "Or in this browser, where the logs never leave your machine: {link}.",
        "也可以在本浏览器中排查，日志不会离开你的机器：{link}。",
    ),
    "page_symptoms": T("Symptoms it is reported with", "常伴随的现象"),
    "help_open": T(
        "open the code's page in the default browser (prints the URL where there is none)",
        "在默认浏览器中打开错误码页面（没有浏览器时输出URL）",
    ),
    "opened": T("Opened {url}", "已打开 {url}"),
    "no_browser": T("No browser here; the page is at {url}", "此处没有浏览器；页面地址为 {url}"),
}
