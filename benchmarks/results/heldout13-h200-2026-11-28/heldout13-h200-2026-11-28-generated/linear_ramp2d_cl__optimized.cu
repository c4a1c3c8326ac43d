extern "C" __global__ void linear_ramp2d_opt(float* ramp, float x0, float y0_, float dx, float dy, float inv_len2, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
    int ucond = ((int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
    float4 ramp_v0;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int x_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
            float t_m0 = (((float)x_m0 - x0) * dx + ((float)y_m0 - y0_) * dy) * inv_len2;
            ramp_v0.x = fminf(fmaxf(t_m0, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int x_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
            float t_m1 = (((float)x_m1 - x0) * dx + ((float)y_m1 - y0_) * dy) * inv_len2;
            ramp_v0.y = fminf(fmaxf(t_m1, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int x_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int y_m2 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
            float t_m2 = (((float)x_m2 - x0) * dx + ((float)y_m2 - y0_) * dy) * inv_len2;
            ramp_v0.z = fminf(fmaxf(t_m2, 0.0f), 1.0f);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int x_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        int y_m3 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/linear_ramp2d.cl"
            float t_m3 = (((float)x_m3 - x0) * dx + ((float)y_m3 - y0_) * dy) * inv_len2;
            ramp_v0.w = fminf(fmaxf(t_m3, 0.0f), 1.0f);
            *(float4*)(&ramp[y_m3 * width + x_m3] - 3) = ramp_v0;
        }
    }
}
