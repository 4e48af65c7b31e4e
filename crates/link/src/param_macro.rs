//! The macro that makes the link's table (`table.rs`) into code: the `Param` tag and one method
//! per column. The names its code uses (`Values`, `Problem`, `Kind`, `KindRule`, `Cli`) are
//! those of the table's module, where it is called.

/// The table (`table.rs`), made into code: the `Param` tag of each entry, in the table's
/// order, and one method per column, each a `match` over the tags. Methods rather than a static
/// array of function pointers, so that a build links only the columns it uses: the first
/// paint's reads links but never words a notice (docs/size.md).
macro_rules! params {
    ($($(#[$attr:meta])* $param:ident {
        name: $name:literal,
        read: $read:expr,
        write: $write:expr,
        used: $used:expr,
        used_names_itself: $itself:expr,
        says: $says:expr,
        kind: $kind:expr,
        $(check: $check:expr,)?
        cli: $cli:expr,
    },)*) => {
        /// A URL parameter: the tag a notice carries; the rest is its entry in the table.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Param {
            $(#[doc = concat!("`", $name, "`")] $(#[$attr])* $param,)*
        }

        impl Param {
            /// Every parameter, in the table's order: the order a query is written in and the
            /// kinds of maze are built in.
            pub const ALL: &'static [Param] = &[$($(#[$attr])* Param::$param),*];

            /// Its name in the URL.
            pub fn name(self) -> &'static str {
                match self {
                    $($(#[$attr])* Param::$param => $name,)*
                }
            }

            /// Reads a decoded value into `values`, or says what is wrong with it.
            pub fn read(self, text: &str, values: &mut Values) -> Result<(), Problem> {
                match self {
                    $($(#[$attr])* Param::$param => {
                        let read: fn(&str, &mut Values) -> Result<(), Problem> = $read;
                        read(text, values)
                    })*
                }
            }

            /// The value written back into a query; `None` leaves the parameter out (its
            /// default, so that older links keep their exact query).
            pub fn write(self, values: &Values) -> Option<String> {
                match self {
                    $($(#[$attr])* Param::$param => {
                        let write: fn(&Values) -> Option<String> = $write;
                        write(values)
                    })*
                }
            }

            /// What a notice says was used instead, from the values the link was read into.
            pub fn used(self, values: &Values) -> String {
                match self {
                    $($(#[$attr])* Param::$param => {
                        let used: fn(&Values) -> String = $used;
                        used(values)
                    })*
                }
            }

            /// Whether `used` names the parameter itself: "used no mask", not "used mask no
            /// mask".
            pub fn used_names_itself(self) -> bool {
                match self {
                    $($(#[$attr])* Param::$param => $itself,)*
                }
            }

            /// Its own sentence for `problem`, the value quoted as `found`; `None` for the
            /// sentences every parameter shares (`notice`).
            pub fn says(self, problem: &Problem, found: &str) -> Option<String> {
                match self {
                    $($(#[$attr])* Param::$param => {
                        let says: fn(&Problem, &str, &str) -> Option<String> = $says;
                        says(problem, $name, found)
                    })*
                }
            }

            /// For a parameter that picks the kind of maze, that kind built over `kind` (the
            /// one the entries before it built), or why it cannot be had; `None` when the
            /// parameter picks no kind or the link does not ask for it.
            pub fn build_kind(self, values: &Values, kind: &Kind) -> Option<Result<Kind, Problem>> {
                match self {
                    $($(#[$attr])* Param::$param => {
                        let rule: Option<KindRule> = $kind;
                        rule.and_then(|rule| rule(values, kind))
                    })*
                }
            }

            /// Checks what reading its value could not: that a drawing makes a maze at the size
            /// and shape the other values give (`check` in its entry; none for most). A value
            /// refused here is dropped from `values`. Only a full reading (`read_query`,
            /// `parse_query`) checks; the first paint's glance (`glance_query`) does not.
            pub fn check(self, values: &mut Values) -> Result<(), Problem> {
                match self {
                    $($(#[$attr])* Param::$param => {
                        $(
                            let check: fn(&mut Values) -> Result<(), Problem> = $check;
                            return check(values);
                        )?
                        #[allow(unreachable_code)]
                        Ok(())
                    })*
                }
            }

            /// Its CLI flag and help (the web builds never call it, so none of it is linked in).
            pub fn cli(self) -> Cli {
                match self {
                    $($(#[$attr])* Param::$param => $cli,)*
                }
            }
        }
    };
}

pub(super) use params;
