// One verb on the run's tab, by name.

import type { VerbInput, VerbResult } from "../helper-protocol";
import type { VerbContext } from "./verb-context";
import { click } from "./verbs/click";
import { download } from "./verbs/download";
import { extract } from "./verbs/extract";
import { navigate } from "./verbs/navigate";
import { screenshot } from "./verbs/screenshot";
import { scroll } from "./verbs/scroll";
import { type } from "./verbs/type";
import { upload } from "./verbs/upload";

export function runVerb(verb: VerbContext, input: VerbInput): Promise<VerbResult> {
  switch (input.verb) {
    case "navigate":
      return navigate(verb, input);
    case "click":
      return click(verb, input);
    case "type":
      return type(verb, input);
    case "screenshot":
      return screenshot(verb, input);
    case "extract":
      return extract(verb, input);
    case "download":
      return download(verb, input);
    case "upload":
      return upload(verb, input);
    case "scroll":
      return scroll(verb, input);
  }
}
