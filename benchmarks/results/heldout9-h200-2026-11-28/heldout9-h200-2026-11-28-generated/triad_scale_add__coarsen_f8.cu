extern "C" __global__ void triad_scale_add_cf8x(const float* b, const float* c, float* a, float s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_0] = b[i_0] + s * c[i_0];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_1] = b[i_1] + s * c[i_1];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_2] = b[i_2] + s * c[i_2];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_3] = b[i_3] + s * c[i_3];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_4] = b[i_4] + s * c[i_4];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_5] = b[i_5] + s * c[i_5];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_6] = b[i_6] + s * c[i_6];
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/triad_scale_add.cu"
        a[i_7] = b[i_7] + s * c[i_7];
}
