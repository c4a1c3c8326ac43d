extern "C" __global__ void srgb_to_linear_cf8x(const float* in, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_4 = in[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_4] = c_4 <= 0.04045f ? c_4 / 12.92f : powf((c_4 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_5 = in[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_5] = c_5 <= 0.04045f ? c_5 / 12.92f : powf((c_5 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_6 = in[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_6] = c_6 <= 0.04045f ? c_6 / 12.92f : powf((c_6 + 0.055f) / 1.055f, 2.4f);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        float c_7 = in[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/srgb_to_linear.cl"
        out[i_7] = c_7 <= 0.04045f ? c_7 / 12.92f : powf((c_7 + 0.055f) / 1.055f, 2.4f);
    }
}
