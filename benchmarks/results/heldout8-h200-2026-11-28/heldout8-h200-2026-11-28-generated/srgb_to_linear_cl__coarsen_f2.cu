extern "C" __global__ void srgb_to_linear_cf2x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_0] = c_0 <= 0.04045f ? c_0 / 12.92f : powf((c_0 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_1] = c_1 <= 0.04045f ? c_1 / 12.92f : powf((c_1 + 0.055f) / 1.055f, 2.4f);
    }
}
