extern "C" __global__ void dot_i32_atomic_hand(const int* x, const int* y, int* result, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    __shared__ int s[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    int acc = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    for (int w = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t; 4 * w < n; w += (unsigned long long)gridDim.x * (unsigned long long)blockDim.x) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        int4 a = ((const int4*)x)[w];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        int4 b = ((const int4*)y)[w];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    s[t] = acc;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    __syncthreads();
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        if (t < st)
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
            s[t] += s[t + st];
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        __syncthreads();
    }
#line 24 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
    if (t == 0)
#line 25 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cl"
        atomicAdd(result, s[0]);
}
