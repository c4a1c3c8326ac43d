extern "C" __global__ void dot_i32_atomic_hand(const int* x, const int* y, int* result, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    __shared__ int warp_sum[8];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    int acc = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    for (int w = blockIdx.x * blockDim.x + t; 4 * w < n; w += gridDim.x * blockDim.x) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        int4 a = ((const int4*)x)[w];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        int4 b = ((const int4*)y)[w];
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        acc += a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    if (t % 32 == 0)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        warp_sum[t / 32] = acc;
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
    if (t == 0) {
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        int s = 0;
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        for (int k = 0; k < 8; k++)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
            s += warp_sum[k];
#line 24 "/work/main/.stage/main/benchmarks/heldout8/hand/dot_i32_atomic_hand.cu"
        atomicAdd(result, s);
    }
}
