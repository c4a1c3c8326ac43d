extern "C" __global__ void fd4_dx2d_opt(const float* f, float* d, float inv12h, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
    if ((int)(4u * (blockIdx.x * blockDim.x + 0u)) >= 2 && (int)(4u * (blockIdx.x * blockDim.x + (blockDim.x - 1u)) + 3u) < width - 2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
        int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
        int ucond1 = 1 & 1;
        float4 f_v0;
        float f_v0_lo2;
        float f_v0_lo1;
        float f_v0_hi4;
        float f_v0_hi5;
        float4 d_v1;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_m0 = y_m0 * width + x_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_m0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (ucond1) {
                    f_v0 = *(const float4*)(&f[i_m0 - 2] + 2);
                    f_v0_lo2 = f[i_m0 - 2];
                    f_v0_lo1 = f[i_m0 - 2 + 1];
                    f_v0_hi4 = f[i_m0 - 2 + 6];
                    f_v0_hi5 = f[i_m0 - 2 + 7];
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_m0 = (f_v0_lo2 - 8.0f * f_v0_lo1 + 8.0f * f_v0.y - f_v0.z) * inv12h;
                }
                d_v1.x = v_m0;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_m1 = y_m1 * width + x_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_m1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (ucond1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_m1 = (f_v0_lo1 - 8.0f * f_v0.x + 8.0f * f_v0.z - f_v0.w) * inv12h;
                }
                d_v1.y = v_m1;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_m2 = y_m2 * width + x_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_m2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (ucond1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_m2 = (f_v0.x - 8.0f * f_v0.y + 8.0f * f_v0.w - f_v0_hi4) * inv12h;
                }
                d_v1.z = v_m2;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_m3 = y_m3 * width + x_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_m3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (ucond1) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_m3 = (f_v0.y - 8.0f * f_v0.z + 8.0f * f_v0_hi4 - f_v0_hi5) * inv12h;
                }
                d_v1.w = v_m3;
                *(float4*)(&d[i_m3] - 3) = d_v1;
            }
        }
    } else {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
        int ucond2 = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
        float4 f_v0_s;
        float f_v0_lo2_s;
        float f_v0_lo1_s;
        float f_v0_hi4_s;
        float f_v0_hi5_s;
        float4 d_v1_s;
        int ok0_copy0_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) >= 2) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width - 2));
        int ok0_copy1_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) >= 2) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) < width - 2));
        int ok0_copy2_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) >= 2) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) < width - 2));
        int ok0_copy3_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) >= 2) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) < width - 2));
        f_v0_lo2_s = ok0_copy0_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2] : 0.0f;
        f_v0_lo1_s = ok0_copy0_s | ok0_copy1_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 1] : 0.0f;
        f_v0_hi4_s = ok0_copy2_s | ok0_copy3_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 6] : 0.0f;
        f_v0_hi5_s = ok0_copy3_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 7] : 0.0f;
        if ((ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s)) {
            f_v0_s = *(const float4*)(&f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2] + 2);
        } else {
            f_v0_s = (ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s) ? *(const float4*)(&f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2] + 2) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            if (!((ok0_copy1_s | ok0_copy2_s) & (ok0_copy0_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy3_s) & (ok0_copy1_s | ok0_copy2_s))) {
                f_v0_s.x = ok0_copy1_s | ok0_copy2_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 2] : 0.0f;
                f_v0_s.y = ok0_copy0_s | ok0_copy2_s | ok0_copy3_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 3] : 0.0f;
                f_v0_s.z = ok0_copy0_s | ok0_copy1_s | ok0_copy3_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 4] : 0.0f;
                f_v0_s.w = ok0_copy1_s | ok0_copy2_s ? f[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - 2 + 5] : 0.0f;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_s0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_s0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_s0 = y_s0 * width + x_s0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_s0 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (x_s0 >= 2 && x_s0 < width - 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_s0 = (f_v0_lo2_s - 8.0f * f_v0_lo1_s + 8.0f * f_v0_s.y - f_v0_s.z) * inv12h;
                }
                d_v1_s.x = v_s0;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_s1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_s1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_s1 = y_s1 * width + x_s1;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_s1 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (x_s1 >= 2 && x_s1 < width - 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_s1 = (f_v0_lo1_s - 8.0f * f_v0_s.x + 8.0f * f_v0_s.z - f_v0_s.w) * inv12h;
                }
                d_v1_s.y = v_s1;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_s2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_s2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_s2 = y_s2 * width + x_s2;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_s2 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (x_s2 >= 2 && x_s2 < width - 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_s2 = (f_v0_s.x - 8.0f * f_v0_s.y + 8.0f * f_v0_s.w - f_v0_hi4_s) * inv12h;
                }
                d_v1_s.z = v_s2;
            }
        }
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int x_s3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            int y_s3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
            if (ucond2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                int i_s3 = y_s3 * width + x_s3;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                float v_s3 = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                if (x_s3 >= 2 && x_s3 < width - 2) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/fd4_dx2d.cu"
                    v_s3 = (f_v0_s.y - 8.0f * f_v0_s.z + 8.0f * f_v0_hi4_s - f_v0_hi5_s) * inv12h;
                }
                d_v1_s.w = v_s3;
                *(float4*)(&d[i_s3] - 3) = d_v1_s;
            }
        }
    }
}
