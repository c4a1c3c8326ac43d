extern "C" __global__ void reduce_interleaved_cf8x(const int* in, int* out) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    __shared__ int s[256];
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_0 = (unsigned long long)threadIdx.x * 8ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_1 = (unsigned long long)threadIdx.x * 8ull + 1ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_2 = (unsigned long long)threadIdx.x * 8ull + 2ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_3 = (unsigned long long)threadIdx.x * 8ull + 3ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_4 = (unsigned long long)threadIdx.x * 8ull + 4ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_5 = (unsigned long long)threadIdx.x * 8ull + 5ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_6 = (unsigned long long)threadIdx.x * 8ull + 6ull;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int lid_7 = (unsigned long long)threadIdx.x * 8ull + 7ull;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    int ls = (unsigned long long)blockDim.x * 8ull;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_0] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_1] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_2] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_3] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_4] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_5] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_6] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull)];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    s[lid_7] = in[(unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull)];
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
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_4 = 2 * st * lid_4;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_5 = 2 * st * lid_5;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_6 = 2 * st * lid_6;
#line 13 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        int idx_7 = 2 * st * lid_7;
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
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_4 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_4] += s[idx_4 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_5 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_5] += s[idx_5 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_6 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_6] += s[idx_6 + st];
#line 14 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        if (idx_7 < ls)
#line 15 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
            s[idx_7] += s[idx_7 + st];
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
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_4 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_5 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_6 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
#line 18 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
    if (lid_7 == 0)
#line 19 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/reduce_interleaved.cl"
        out[(unsigned long long)blockIdx.x] = s[0];
}
