extern "C" __global__ void mercator_y_proj_cf8x(const float* lat_deg, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_0] = logf(tanf(0.7853982f + lat_deg[i_0] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_1] = logf(tanf(0.7853982f + lat_deg[i_1] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_2] = logf(tanf(0.7853982f + lat_deg[i_2] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_3] = logf(tanf(0.7853982f + lat_deg[i_3] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_4] = logf(tanf(0.7853982f + lat_deg[i_4] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_5] = logf(tanf(0.7853982f + lat_deg[i_5] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_6] = logf(tanf(0.7853982f + lat_deg[i_6] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cl"
        y[i_7] = logf(tanf(0.7853982f + lat_deg[i_7] * 0.008726646f));
}
