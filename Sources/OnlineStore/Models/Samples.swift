extension Product {
  /// The first three products of the embedded catalog, for previews and tests.
  public static let sample: [Product] = [
    Product(
      id: 1,
      title: "Fjallraven - Foldsack No. 1 Backpack, Fits 15 Laptops",
      price: 109.95,
      description:
        "Your perfect pack for everyday use and walks in the forest. Stash your laptop (up to 15 inches) in the padded sleeve, your everyday",
      category: "men's clothing",
      imageString: "https://fakestoreapi.com/img/81fPKd-2AYL._AC_SL1500_.jpg",
      rating: Rating(rate: 3.9, count: 120)
    ),
    Product(
      id: 2,
      title: "Mens Casual Premium Slim Fit T-Shirts ",
      price: 22.3,
      description:
        "Slim-fitting style, contrast raglan long sleeve, three-button henley placket, light weight & soft fabric for breathable and comfortable wearing. And Solid stitched shirts with round neck made for durability and a great fit for casual fashion wear and diehard baseball fans. The Henley style round neckline includes a three-button placket.",
      category: "men's clothing",
      imageString: "https://fakestoreapi.com/img/71-3HjGNDUL._AC_SY879._SX._UX._SY._UY_.jpg",
      rating: Rating(rate: 4.1, count: 259)
    ),
    Product(
      id: 3,
      title: "Mens Cotton Jacket",
      price: 55.99,
      description:
        "great outerwear jackets for Spring/Autumn/Winter, suitable for many occasions, such as working, hiking, camping, mountain/rock climbing, cycling, traveling or other outdoors. Good gift choice for you or your family member. A warm hearted love to Father, husband or son in this thanksgiving or Christmas Day.",
      category: "men's clothing",
      imageString: "https://fakestoreapi.com/img/71li-ujtlUL._AC_UX679_.jpg",
      rating: Rating(rate: 4.7, count: 500)
    ),
  ]
}

extension CartItem {
  /// A cart of the three sample products (1, 3 and 1 of them: $232.84), for previews and tests.
  public static let sample: [CartItem] = [
    CartItem(product: Product.sample[0], quantity: 1),
    CartItem(product: Product.sample[1], quantity: 3),
    CartItem(product: Product.sample[2], quantity: 1),
  ]
}

extension UserProfile {
  /// The embedded catalog's user (John Doe), for previews and tests.
  public static let sample = UserProfile(
    id: 1, email: "john@gmail.com", firstName: "john", lastName: "doe", username: "johnd")
}
