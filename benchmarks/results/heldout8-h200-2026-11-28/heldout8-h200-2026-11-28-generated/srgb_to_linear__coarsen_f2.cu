extern "C" __global__ void srgb_to_linear_cf2x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        float c_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        out[i_0] = c_0 <= 0.04045f ? c_0 / 12.92f : powf((c_0 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        float c_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cu"
        out[i_1] = c_1 <= 0.04045f ? c_1 / 12.92f : powf((c_1 + 0.055f) / 1.055f, 2.4f);
    }
}
