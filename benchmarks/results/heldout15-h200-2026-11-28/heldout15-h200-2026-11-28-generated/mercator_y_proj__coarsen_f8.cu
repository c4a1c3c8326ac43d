extern "C" __global__ void mercator_y_proj_cf8x(const float* lat_deg, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_0] = logf(tanf(0.7853982f + lat_deg[i_0] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_1] = logf(tanf(0.7853982f + lat_deg[i_1] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_2] = logf(tanf(0.7853982f + lat_deg[i_2] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_3] = logf(tanf(0.7853982f + lat_deg[i_3] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_4] = logf(tanf(0.7853982f + lat_deg[i_4] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_5] = logf(tanf(0.7853982f + lat_deg[i_5] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_6] = logf(tanf(0.7853982f + lat_deg[i_6] * 0.008726646f));
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/mercator_y_proj.cu"
        y[i_7] = logf(tanf(0.7853982f + lat_deg[i_7] * 0.008726646f));
}
