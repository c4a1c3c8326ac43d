extern "C" __global__ void reduce_interleaved_cf4x(const int* in, int* out) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __shared__ int s[256];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_0 = (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_1 = (unsigned long long)threadIdx.x * 4ull + 1ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_2 = (unsigned long long)threadIdx.x * 4ull + 2ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_3 = (unsigned long long)threadIdx.x * 4ull + 3ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int ls = (unsigned long long)blockDim.x * 4ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_0] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_1] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_2] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_3] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull)];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __syncthreads();
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    for (int st = 1; st < ls; st *= 2) {
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_0 = 2 * st * lid_0;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_1 = 2 * st * lid_1;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_2 = 2 * st * lid_2;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_3 = 2 * st * lid_3;
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_0 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_0] += s[idx_0 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_1 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_1] += s[idx_1 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_2 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_2] += s[idx_2 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_3 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_3] += s[idx_3 + st];
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
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_2 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_3 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
}
