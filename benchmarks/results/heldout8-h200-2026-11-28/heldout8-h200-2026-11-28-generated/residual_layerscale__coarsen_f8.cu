extern "C" __global__ void residual_layerscale_cf8x(const float* x, const float* r, const float* gamma, float* y, int C, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_0] = x[i_0] + gamma[i_0 % C] * r[i_0];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_1] = x[i_1] + gamma[i_1 % C] * r[i_1];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_2] = x[i_2] + gamma[i_2 % C] * r[i_2];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_3] = x[i_3] + gamma[i_3 % C] * r[i_3];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_4] = x[i_4] + gamma[i_4 % C] * r[i_4];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_5] = x[i_5] + gamma[i_5 % C] * r[i_5];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_6] = x[i_6] + gamma[i_6 % C] * r[i_6];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/residual_layerscale.cu"
        y[i_7] = x[i_7] + gamma[i_7 % C] * r[i_7];
}
