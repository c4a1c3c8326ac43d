extern "C" __global__ void scatter_cf8x(const float* in, const int* idx, float* out, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_0]] = 2.0f * in[i_0];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_1]] = 2.0f * in[i_1];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_2 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_2]] = 2.0f * in[i_2];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_3 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_3]] = 2.0f * in[i_3];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_4 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_4]] = 2.0f * in[i_4];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_5 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_5]] = 2.0f * in[i_5];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_6 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_6]] = 2.0f * in[i_6];
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
    if (i_7 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/scatter.cl"
        out[idx[i_7]] = 2.0f * in[i_7];
}
