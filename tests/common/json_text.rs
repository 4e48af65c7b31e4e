//! Reading the CLI's output by hand (fields of its JSON, an SVG's bridges), so that the tests
//! that check it do not share its writer's code (or a JSON crate's idea of it).

/// The text between `"name":[` and its matching `]`.
pub fn field<'a>(text: &'a str, name: &str) -> &'a str {
    let start = text.find(&format!("\"{name}\":[")).expect(name) + name.len() + 4;
    let mut depth = 1;
    for (i, c) in text[start..].char_indices() {
        depth += match c {
            '[' => 1,
            ']' => -1,
            _ => 0,
        };
        if depth == 0 {
            return &text[start..start + i];
        }
    }
    panic!("{name} is not closed")
}

/// Every run of digits in `text`, as numbers.
pub fn numbers(text: &str) -> Vec<u32> {
    text.split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect()
}

/// The number after `"name":`.
pub fn number(text: &str, name: &str) -> u32 {
    let rest = text.split(&format!("\"{name}\":")).nth(1).expect(name);
    numbers(rest.split(',').next().unwrap())[0]
}

/// How many `<line>`s an SVG's group of class `bridge` holds (a woven maze's bridges).
pub fn bridge_lines(svg: &str) -> usize {
    let group = svg
        .split("class=\"bridge\"")
        .nth(1)
        .expect("a bridge group");
    group
        .split("</g>")
        .next()
        .unwrap()
        .matches("<line ")
        .count()
}
