extern "C" __global__ void tile_sum_thread0(const float* x, float* partial, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    __shared__ float s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    int t = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    s[t] = i < n ? x[i] : 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
    if (t == 0) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
        float acc = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
        for (int k = 0; k < 256; k++)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
            acc += s[k];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/kernels/tile_sum_thread0.cl"
        partial[(unsigned long long)blockIdx.x] = acc;
    }
}
