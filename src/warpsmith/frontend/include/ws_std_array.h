// warpsmith's model of std::array (C++ [array]) for device code: an aggregate of N
// elements of T, reached by operator[] (no bounds check, as std::array's), size() and
// data(). The frontend reads `std::array<T, N>` as `ws_std_array<T, N>`
// (frontend/stdmodels.py); the element member is public, so `std::array<T, N> a = {..};`
// initializes it as an aggregate.
template <typename T, size_t N>
struct ws_std_array {
  T elems[N];
  __host__ __device__ T &operator[](size_t i) { return elems[i]; }
  // (the element's value: a const overload returning a reference would, lowered to a
  // function of a copy of the object, return the address of that copy's element)
  __host__ __device__ T operator[](size_t i) const { return elems[i]; }
  __host__ __device__ constexpr size_t size() const { return N; }
  __host__ __device__ T *data() { return elems; }
};
