"""llm-status: what an Ascend LLM-DataDist status code means, and what to do about it.

>>> from llm_status import LLMException, LLMStatusCode, lookup
>>> code = lookup("PullKvBlocks failed, ret = 1343270939")
>>> code, code.recoverable, code.meaning["en"]
(<LLMStatusCode.LLM_LINK_BUSY: 1343270939>, True, 'The link is busy')
"""

from .advice import Action, Advice, advice
from .exception import LLMException, annotate
from .links import docs_url
from .lookup import CppOnlyCode, OtherKindCode, UnknownCode, decode, find, lookup, search
from .status import HixlStatus, LLMStatusCode, code_2_status

__all__ = [
    "Action",
    "Advice",
    "CppOnlyCode",
    "HixlStatus",
    "LLMException",
    "LLMStatusCode",
    "OtherKindCode",
    "UnknownCode",
    "advice",
    "annotate",
    "code_2_status",
    "decode",
    "docs_url",
    "find",
    "lookup",
    "search",
]
