//! Reading a `.wast` spec-test script into the runner's own directive list.
//!
//! The `wast` crate parses the script (it is the same parser `wat` uses, so modules are
//! encoded exactly as `tensor-wasm lower` would encode them). This module turns its
//! borrowed AST into owned [`Directive`]s: modules become wasm bytes (or the text-level error
//! that stopped their encoding), arguments become [`RtValue`]s, and expected results become
//! [`Expected`] patterns with the spec's NaN classes. Anything the runner cannot express
//! (host and GC references, threads, exceptions, component syntax) becomes an explicit
//! `Unsupported` item carrying the reason, never a silent drop. This module must not run or
//! validate anything: judging is the runner's job.

use lowered_ir::{reference, RtValue};
use wast::core::{NanPattern, V128Pattern, WastArgCore, WastRetCore};
use wast::lexer::Lexer;
use wast::parser::{self, ParseBuffer};
use wast::{QuoteWat, QuoteWatTest, Wast, WastArg, WastDirective, WastExecute, WastRet};

/// One directive of a script, with its 1-based line.
#[derive(Clone, Debug, PartialEq)]
pub struct Directive {
    pub line: u32,
    pub kind: DirectiveKind,
}

/// A module as the script gives it: encoded wasm bytes, or why the text could not be encoded.
pub type ModuleBytes = Result<Vec<u8>, String>;

#[derive(Clone, Debug, PartialEq)]
pub enum DirectiveKind {
    /// `(module $name? ...)`: define and instantiate; later actions without a name use it.
    Module {
        name: Option<String>,
        wasm: ModuleBytes,
    },
    /// `(module definition $name? ...)`: the module must validate; it is not instantiated
    /// (a `module instance` of its name may instantiate it later).
    ModuleDefinition {
        name: Option<String>,
        wasm: ModuleBytes,
    },
    /// `(module instance $instance? $definition?)`: a new instance of a module definition
    /// (the last one without a name), named `instance`.
    ModuleInstance {
        instance: Option<String>,
        definition: Option<String>,
    },
    /// `(register "name" $module?)`: the named module, or the current one.
    Register {
        name: String,
        module: Option<String>,
    },
    /// A bare `(invoke ...)` or `(get ...)`: it must complete without trapping.
    Action(Action),
    AssertReturn {
        action: Action,
        expected: Vec<Expected>,
    },
    /// `(assert_trap (invoke ...) "message")`.
    AssertTrap {
        action: Action,
        message: String,
    },
    /// `(assert_trap (module ...) "message")`: instantiation must trap.
    AssertModuleTrap {
        wasm: ModuleBytes,
        message: String,
    },
    AssertExhaustion {
        action: Action,
        message: String,
    },
    /// `(assert_invalid ...)`: the validator must reject the module.
    AssertInvalid {
        wasm: ModuleBytes,
        message: String,
    },
    /// `(assert_malformed ...)`: the text parser or the binary decoder must reject it.
    AssertMalformed {
        wasm: ModuleBytes,
        message: String,
    },
    /// `(assert_unlinkable ...)`: some import of the module must not resolve.
    AssertUnlinkable {
        wasm: ModuleBytes,
        message: String,
    },
    /// A directive the runner has no meaning for; `what` names it.
    Unsupported {
        what: String,
    },
}

impl DirectiveKind {
    /// The directive's name as the script spells it (`assert_return`, `module`, ...).
    pub fn name(&self) -> &'static str {
        match self {
            DirectiveKind::Module { .. } => "module",
            DirectiveKind::ModuleDefinition { .. } => "module definition",
            DirectiveKind::ModuleInstance { .. } => "module instance",
            DirectiveKind::Register { .. } => "register",
            DirectiveKind::Action(Action::Invoke { .. }) => "invoke",
            DirectiveKind::Action(Action::Get { .. }) => "get",
            DirectiveKind::AssertReturn { .. } => "assert_return",
            DirectiveKind::AssertTrap { .. } | DirectiveKind::AssertModuleTrap { .. } => {
                "assert_trap"
            }
            DirectiveKind::AssertExhaustion { .. } => "assert_exhaustion",
            DirectiveKind::AssertInvalid { .. } => "assert_invalid",
            DirectiveKind::AssertMalformed { .. } => "assert_malformed",
            DirectiveKind::AssertUnlinkable { .. } => "assert_unlinkable",
            DirectiveKind::Unsupported { .. } => "unsupported",
        }
    }
}

/// What an assertion runs.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Calls export `name` of module `module` (the current one when `None`).
    Invoke {
        module: Option<String>,
        name: String,
        args: Vec<Arg>,
    },
    /// Reads exported global `global`.
    Get {
        module: Option<String>,
        global: String,
    },
}

/// An argument of an invocation.
#[derive(Clone, Debug, PartialEq)]
pub enum Arg {
    Value(RtValue),
    /// A value the interpreter has no representation for (host references, component
    /// values).
    Unsupported(String),
}

/// The float types a NaN pattern applies to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FloatTy {
    F32,
    F64,
}

/// An expected result.
#[derive(Clone, Debug, PartialEq)]
pub enum Expected {
    /// Exactly this value, bit for bit (floats included).
    Exact(RtValue),
    /// `nan:canonical`: a NaN whose payload is exactly the quiet bit, either sign.
    CanonicalNan(FloatTy),
    /// `nan:arithmetic`: a NaN with the quiet bit set, any payload, either sign.
    ArithmeticNan(FloatTy),
    /// A v128 whose lanes are each exact bits or a NaN class.
    V128Lanes(Vec<Expected>),
    /// `(either ...)`: any of the alternatives.
    Either(Vec<Expected>),
    /// `(ref.func)`, `(ref.extern)`: any non-null reference (a handle other than 0).
    NonNullRef,
    /// A result the runner cannot check (GC references); the reason says which.
    Unsupported(String),
}

/// Parses `text` (the contents of a `.wast` file). A script that does not parse is one
/// error: the message of the `wast` parser, with its line.
pub fn parse_script(text: &str) -> Result<Vec<Directive>, String> {
    let buf = buffer(text)?;
    let script = parser::parse::<Wast<'_>>(&buf).map_err(|e| one_line(e, text))?;
    Ok(script
        .directives
        .into_iter()
        .map(|d| {
            let (line, _) = d.span().linecol_in(text);
            Directive {
                line: u32::try_from(line + 1).unwrap_or(u32::MAX),
                kind: directive(d),
            }
        })
        .collect())
}

/// A parse buffer that accepts bidirectional-text characters in strings: the suite's
/// `names.wast` uses them on purpose.
fn buffer(text: &str) -> Result<ParseBuffer<'_>, String> {
    let mut lexer = Lexer::new(text);
    lexer.allow_confusing_unicode(true);
    ParseBuffer::new_with_lexer(lexer).map_err(|e| one_line(e, text))
}

fn one_line(mut e: wast::Error, text: &str) -> String {
    e.set_text(text);
    e.to_string()
        .lines()
        .next()
        .unwrap_or("the script does not parse")
        .to_string()
}

fn directive(d: WastDirective<'_>) -> DirectiveKind {
    match d {
        WastDirective::Module(mut m) => match m {
            QuoteWat::QuoteComponent(..) => unsupported("components"),
            QuoteWat::Wat(wast::Wat::Component(_)) => unsupported("components"),
            QuoteWat::Wat(wast::Wat::Module(ref module)) => {
                let name = module.id.map(|id| id.name().to_string());
                DirectiveKind::Module {
                    name,
                    wasm: encode(&mut m),
                }
            }
            QuoteWat::QuoteModule(..) => DirectiveKind::Module {
                name: None,
                wasm: encode(&mut m),
            },
        },
        WastDirective::ModuleDefinition(mut m) => match m {
            QuoteWat::QuoteComponent(..) | QuoteWat::Wat(wast::Wat::Component(_)) => {
                unsupported("components")
            }
            _ => {
                let name = match &m {
                    QuoteWat::Wat(wast::Wat::Module(module)) => {
                        module.id.map(|id| id.name().to_string())
                    }
                    _ => None,
                };
                DirectiveKind::ModuleDefinition {
                    name,
                    wasm: encode(&mut m),
                }
            }
        },
        WastDirective::ModuleInstance {
            instance, module, ..
        } => DirectiveKind::ModuleInstance {
            instance: instance.map(|id| id.name().to_string()),
            definition: module.map(|id| id.name().to_string()),
        },
        WastDirective::Register { name, module, .. } => DirectiveKind::Register {
            name: name.to_string(),
            module: module.map(|id| id.name().to_string()),
        },
        WastDirective::Invoke(invoke) => DirectiveKind::Action(invoke_action(invoke)),
        WastDirective::AssertReturn { exec, results, .. } => match execute(exec) {
            Executed::Action(action) => DirectiveKind::AssertReturn {
                action,
                expected: results.into_iter().map(expected).collect(),
            },
            Executed::Module(_) => unsupported("assert_return on a module"),
        },
        WastDirective::AssertTrap { exec, message, .. } => match execute(exec) {
            Executed::Action(action) => DirectiveKind::AssertTrap {
                action,
                message: message.to_string(),
            },
            Executed::Module(wasm) => DirectiveKind::AssertModuleTrap {
                wasm,
                message: message.to_string(),
            },
        },
        WastDirective::AssertExhaustion { call, message, .. } => DirectiveKind::AssertExhaustion {
            action: invoke_action(call),
            message: message.to_string(),
        },
        WastDirective::AssertInvalid {
            mut module,
            message,
            ..
        } => DirectiveKind::AssertInvalid {
            wasm: encode(&mut module),
            message: message.to_string(),
        },
        WastDirective::AssertMalformed {
            mut module,
            message,
            ..
        } => DirectiveKind::AssertMalformed {
            wasm: encode(&mut module),
            message: message.to_string(),
        },
        WastDirective::AssertUnlinkable {
            module, message, ..
        } => DirectiveKind::AssertUnlinkable {
            wasm: encode(&mut QuoteWat::Wat(module)),
            message: message.to_string(),
        },
        WastDirective::AssertInvalidCustom { .. } | WastDirective::AssertMalformedCustom { .. } => {
            unsupported("custom-section assertions")
        }
        WastDirective::AssertException { .. } => unsupported("exceptions"),
        WastDirective::AssertSuspension { .. } => unsupported("stack switching"),
        WastDirective::Thread(_) | WastDirective::Wait { .. } => unsupported("threads"),
    }
}

fn unsupported(what: &str) -> DirectiveKind {
    DirectiveKind::Unsupported {
        what: what.to_string(),
    }
}

/// The module's wasm bytes: binary modules as given, text (quoted or not) encoded by `wast`.
/// The module's bytes, in the WebAssembly the frontend decodes (`pipeline::core_wasm`:
/// compact imports and wide arithmetic rewritten), or why it does not encode.
fn encode(m: &mut QuoteWat<'_>) -> ModuleBytes {
    encode_as_written(m).map(crate::pipeline::core_wasm)
}

fn encode_as_written(m: &mut QuoteWat<'_>) -> ModuleBytes {
    if matches!(m, QuoteWat::QuoteComponent(..)) {
        return Err("components are not modules".into());
    }
    match m.to_test() {
        Ok(QuoteWatTest::Binary(bytes)) => Ok(bytes),
        Ok(QuoteWatTest::Text(text)) => {
            let text =
                String::from_utf8(text).map_err(|_| "malformed UTF-8 encoding".to_string())?;
            let buf = buffer(&text)?;
            let mut wat = parser::parse::<wast::Wat<'_>>(&buf).map_err(|e| one_line(e, &text))?;
            wat.encode().map_err(|e| one_line(e, &text))
        }
        Err(e) => Err(e
            .to_string()
            .lines()
            .next()
            .unwrap_or("cannot encode the module")
            .to_string()),
    }
}

enum Executed {
    Action(Action),
    Module(ModuleBytes),
}

fn execute(exec: WastExecute<'_>) -> Executed {
    match exec {
        WastExecute::Invoke(invoke) => Executed::Action(invoke_action(invoke)),
        WastExecute::Get { module, global, .. } => Executed::Action(Action::Get {
            module: module.map(|id| id.name().to_string()),
            global: global.to_string(),
        }),
        WastExecute::Wat(wat) => {
            let mut q = QuoteWat::Wat(wat);
            Executed::Module(encode(&mut q))
        }
    }
}

fn invoke_action(invoke: wast::WastInvoke<'_>) -> Action {
    Action::Invoke {
        module: invoke.module.map(|id| id.name().to_string()),
        name: invoke.name.to_string(),
        args: invoke.args.into_iter().map(arg).collect(),
    }
}

fn arg(a: WastArg<'_>) -> Arg {
    let WastArg::Core(core) = a else {
        return Arg::Unsupported("component-model values".into());
    };
    match core {
        WastArgCore::I32(x) => Arg::Value(RtValue::from_i32(x)),
        WastArgCore::I64(x) => Arg::Value(RtValue::from_i64(x)),
        WastArgCore::F32(x) => Arg::Value(RtValue::F32(x.bits)),
        WastArgCore::F64(x) => Arg::Value(RtValue::F64(x.bits)),
        WastArgCore::V128(x) => Arg::Value(RtValue::V128(u128::from_le_bytes(x.to_le_bytes()))),
        WastArgCore::RefNull(_) => Arg::Value(RtValue::I64(reference::NULL)),
        WastArgCore::RefExtern(x) => Arg::Value(RtValue::I64(reference::handle(x))),
        WastArgCore::RefHost(_) => Arg::Unsupported("host references (gc)".into()),
    }
}

fn expected(r: WastRet<'_>) -> Expected {
    let WastRet::Core(core) = r else {
        return Expected::Unsupported("component-model results".into());
    };
    expected_core(core)
}

fn expected_core(core: WastRetCore<'_>) -> Expected {
    match core {
        WastRetCore::I32(x) => Expected::Exact(RtValue::from_i32(x)),
        WastRetCore::I64(x) => Expected::Exact(RtValue::from_i64(x)),
        WastRetCore::F32(p) => nan_pattern(p, FloatTy::F32, |f| RtValue::F32(f.bits)),
        WastRetCore::F64(p) => nan_pattern(p, FloatTy::F64, |f| RtValue::F64(f.bits)),
        WastRetCore::V128(p) => v128_pattern(p),
        WastRetCore::Either(alternatives) => {
            Expected::Either(alternatives.into_iter().map(expected_core).collect())
        }
        WastRetCore::RefNull(_) => Expected::Exact(RtValue::I64(reference::NULL)),
        WastRetCore::RefExtern(Some(x)) => Expected::Exact(RtValue::I64(reference::handle(x))),
        WastRetCore::RefExtern(None) | WastRetCore::RefFunc(_) => Expected::NonNullRef,
        _ => Expected::Unsupported("gc reference results".into()),
    }
}

fn nan_pattern<T>(p: NanPattern<T>, ty: FloatTy, exact: impl Fn(T) -> RtValue) -> Expected {
    match p {
        NanPattern::CanonicalNan => Expected::CanonicalNan(ty),
        NanPattern::ArithmeticNan => Expected::ArithmeticNan(ty),
        NanPattern::Value(v) => Expected::Exact(exact(v)),
    }
}

/// A v128 pattern: integer lanes become one exact value; float lanes keep their NaN classes.
fn v128_pattern(p: V128Pattern) -> Expected {
    let lanes = |bytes: Vec<u8>| Expected::Exact(RtValue::V128(le_u128(&bytes)));
    match p {
        V128Pattern::I8x16(l) => lanes(l.iter().map(|x| *x as u8).collect()),
        V128Pattern::I16x8(l) => lanes(l.iter().flat_map(|x| x.to_le_bytes()).collect()),
        V128Pattern::I32x4(l) => lanes(l.iter().flat_map(|x| x.to_le_bytes()).collect()),
        V128Pattern::I64x2(l) => lanes(l.iter().flat_map(|x| x.to_le_bytes()).collect()),
        V128Pattern::F32x4(l) => Expected::V128Lanes(
            l.into_iter()
                .map(|p| nan_pattern(p, FloatTy::F32, |f| RtValue::F32(f.bits)))
                .collect(),
        ),
        V128Pattern::F64x2(l) => Expected::V128Lanes(
            l.into_iter()
                .map(|p| nan_pattern(p, FloatTy::F64, |f| RtValue::F64(f.bits)))
                .collect(),
        ),
    }
}

fn le_u128(bytes: &[u8]) -> u128 {
    let mut le = [0u8; 16];
    for (d, s) in le.iter_mut().zip(bytes) {
        *d = *s;
    }
    u128::from_le_bytes(le)
}
