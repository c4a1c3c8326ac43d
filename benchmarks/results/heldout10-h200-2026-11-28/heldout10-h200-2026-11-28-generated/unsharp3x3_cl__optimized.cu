extern "C" __global__ void unsharp3x3_opt(const float* in, float* out, float amount, int width, int height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 in_v0;
    float4 out_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xl_m0 = max(x_m0 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xr_m0 = min(x_m0 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yu_m0 = max(y_m0 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yd_m0 = min(y_m0 + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float top_m0 = in[yu_m0 * width + xl_m0] + 2.0f * in[yu_m0 * width + x_m0] + in[yu_m0 * width + xr_m0];
            in_v0 = *(const float4*)&in[y_m0 * width + x_m0];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float mid_m0 = in[y_m0 * width + xl_m0] + 2.0f * in_v0.x + in[y_m0 * width + xr_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float bot_m0 = in[yd_m0 * width + xl_m0] + 2.0f * in[yd_m0 * width + x_m0] + in[yd_m0 * width + xr_m0];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float blur_m0 = (top_m0 + 2.0f * mid_m0 + bot_m0) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float c_m0 = in_v0.x;
            out_v1.x = fminf(fmaxf(c_m0 + amount * (c_m0 - blur_m0), 0.0f), 255.0f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xl_m1 = max(x_m1 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xr_m1 = min(x_m1 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yu_m1 = max(y_m1 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yd_m1 = min(y_m1 + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float top_m1 = in[yu_m1 * width + xl_m1] + 2.0f * in[yu_m1 * width + x_m1] + in[yu_m1 * width + xr_m1];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float mid_m1 = in[y_m1 * width + xl_m1] + 2.0f * in_v0.y + in[y_m1 * width + xr_m1];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float bot_m1 = in[yd_m1 * width + xl_m1] + 2.0f * in[yd_m1 * width + x_m1] + in[yd_m1 * width + xr_m1];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float blur_m1 = (top_m1 + 2.0f * mid_m1 + bot_m1) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float c_m1 = in_v0.y;
            out_v1.y = fminf(fmaxf(c_m1 + amount * (c_m1 - blur_m1), 0.0f), 255.0f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xl_m2 = max(x_m2 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xr_m2 = min(x_m2 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yu_m2 = max(y_m2 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yd_m2 = min(y_m2 + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float top_m2 = in[yu_m2 * width + xl_m2] + 2.0f * in[yu_m2 * width + x_m2] + in[yu_m2 * width + xr_m2];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float mid_m2 = in[y_m2 * width + xl_m2] + 2.0f * in_v0.z + in[y_m2 * width + xr_m2];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float bot_m2 = in[yd_m2 * width + xl_m2] + 2.0f * in[yd_m2 * width + x_m2] + in[yd_m2 * width + xr_m2];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float blur_m2 = (top_m2 + 2.0f * mid_m2 + bot_m2) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float c_m2 = in_v0.z;
            out_v1.z = fminf(fmaxf(c_m2 + amount * (c_m2 - blur_m2), 0.0f), 255.0f);
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
        if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xl_m3 = max(x_m3 - 1, 0);
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int xr_m3 = min(x_m3 + 1, width - 1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yu_m3 = max(y_m3 - 1, 0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            int yd_m3 = min(y_m3 + 1, height - 1);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float top_m3 = in[yu_m3 * width + xl_m3] + 2.0f * in[yu_m3 * width + x_m3] + in[yu_m3 * width + xr_m3];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float mid_m3 = in[y_m3 * width + xl_m3] + 2.0f * in_v0.w + in[y_m3 * width + xr_m3];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float bot_m3 = in[yd_m3 * width + xl_m3] + 2.0f * in[yd_m3 * width + x_m3] + in[yd_m3 * width + xr_m3];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float blur_m3 = (top_m3 + 2.0f * mid_m3 + bot_m3) / 16.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/unsharp3x3.cl"
            float c_m3 = in_v0.w;
            out_v1.w = fminf(fmaxf(c_m3 + amount * (c_m3 - blur_m3), 0.0f), 255.0f);
            *(float4*)(&out[y_m3 * width + x_m3] - 3) = out_v1;
        }
    }
}
