extern "C" __global__ void reduce_interleaved_cf2x(const int* in, int* out) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __shared__ int s[256];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_0 = (unsigned long long)threadIdx.x * 2ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_1 = (unsigned long long)threadIdx.x * 2ull + 1ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int ls = (unsigned long long)blockDim.x * 2ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_0] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_1] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull)];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __syncthreads();
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    for (int st = 1; st < ls; st *= 2) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_0 = 2 * st * lid_0;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_1 = 2 * st * lid_1;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_0 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_0] += s[idx_0 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_1 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_1] += s[idx_1 + st];
#line 16 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        __syncthreads();
    }
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_0 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_1 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
}
