extern "C" __global__ void srgb_to_linear_cf4x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_2 = in[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_2] = c_2 <= 0.04045f ? c_2 / 12.92f : powf((c_2 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_3 = in[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_3] = c_3 <= 0.04045f ? c_3 / 12.92f : powf((c_3 + 0.055f) / 1.055f, 2.4f);
    }
}
