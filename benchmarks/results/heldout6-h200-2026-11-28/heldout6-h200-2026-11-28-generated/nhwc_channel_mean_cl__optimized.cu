extern "C" __global__ void nhwc_channel_mean_opt(const float* x, float* out, int npix, int C) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    __shared__ float s_part[64];
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    int p = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
    if (p < npix) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x != 0u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s = 0.0f;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        for (int c = 0 + (int)threadIdx.x; c < C; c += 64)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s += x[p * C + c];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        s_part[threadIdx.x] = s;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 32u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 16u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 8u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 4u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 2u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        if (threadIdx.x < 1u)
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        s = s_part[0u];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        __syncthreads();
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/nhwc_channel_mean.cl"
        out[p] = s / (float)C;
    }
}
