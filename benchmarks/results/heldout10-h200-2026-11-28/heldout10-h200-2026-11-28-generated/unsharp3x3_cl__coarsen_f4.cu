extern "C" __global__ void unsharp3x3_cf4x(const float* in, float* out, float amount, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int x_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int x_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    if (x_0 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xl_0 = max(x_0 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xr_0 = min(x_0 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yu_0 = max(y - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yd_0 = min(y + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float top_0 = in[yu_0 * width + xl_0] + 2.0f * in[yu_0 * width + x_0] + in[yu_0 * width + xr_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float mid_0 = in[y * width + xl_0] + 2.0f * in[y * width + x_0] + in[y * width + xr_0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float bot_0 = in[yd_0 * width + xl_0] + 2.0f * in[yd_0 * width + x_0] + in[yd_0 * width + xr_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float blur_0 = (top_0 + 2.0f * mid_0 + bot_0) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float c_0 = in[y * width + x_0];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        out[y * width + x_0] = fminf(fmaxf(c_0 + amount * (c_0 - blur_0), 0.0f), 255.0f);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    if (x_1 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xl_1 = max(x_1 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xr_1 = min(x_1 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yu_1 = max(y - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yd_1 = min(y + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float top_1 = in[yu_1 * width + xl_1] + 2.0f * in[yu_1 * width + x_1] + in[yu_1 * width + xr_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float mid_1 = in[y * width + xl_1] + 2.0f * in[y * width + x_1] + in[y * width + xr_1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float bot_1 = in[yd_1 * width + xl_1] + 2.0f * in[yd_1 * width + x_1] + in[yd_1 * width + xr_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float blur_1 = (top_1 + 2.0f * mid_1 + bot_1) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float c_1 = in[y * width + x_1];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        out[y * width + x_1] = fminf(fmaxf(c_1 + amount * (c_1 - blur_1), 0.0f), 255.0f);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    if (x_2 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xl_2 = max(x_2 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xr_2 = min(x_2 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yu_2 = max(y - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yd_2 = min(y + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float top_2 = in[yu_2 * width + xl_2] + 2.0f * in[yu_2 * width + x_2] + in[yu_2 * width + xr_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float mid_2 = in[y * width + xl_2] + 2.0f * in[y * width + x_2] + in[y * width + xr_2];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float bot_2 = in[yd_2 * width + xl_2] + 2.0f * in[yd_2 * width + x_2] + in[yd_2 * width + xr_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float blur_2 = (top_2 + 2.0f * mid_2 + bot_2) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float c_2 = in[y * width + x_2];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        out[y * width + x_2] = fminf(fmaxf(c_2 + amount * (c_2 - blur_2), 0.0f), 255.0f);
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    if (x_3 < width && y < height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xl_3 = max(x_3 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int xr_3 = min(x_3 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yu_3 = max(y - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int yd_3 = min(y + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float top_3 = in[yu_3 * width + xl_3] + 2.0f * in[yu_3 * width + x_3] + in[yu_3 * width + xr_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float mid_3 = in[y * width + xl_3] + 2.0f * in[y * width + x_3] + in[y * width + xr_3];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float bot_3 = in[yd_3 * width + xl_3] + 2.0f * in[yd_3 * width + x_3] + in[yd_3 * width + xr_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float blur_3 = (top_3 + 2.0f * mid_3 + bot_3) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        float c_3 = in[y * width + x_3];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        out[y * width + x_3] = fminf(fmaxf(c_3 + amount * (c_3 - blur_3), 0.0f), 255.0f);
    }
}
