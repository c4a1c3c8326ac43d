extern "C" __global__ void sobel_gxgy_f32_opt(const float* in, float* gx, float* gy, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
    if ((int)(4u * (blockIdx.x * blockDim.x + 0u)) > 0 && (int)(4u * (blockIdx.x * blockDim.x + (blockDim.x - 1u)) + 3u) < width - 1) {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int ucond1 = 1 & 1 & ((int)(blockIdx.y * blockDim.y + threadIdx.y) > 0) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height - 1);
        float4 in_v0;
        float in_v0_lo1;
        float in_v0_hi4;
        float4 in_v1;
        float in_v1_lo1;
        float in_v1_hi4;
        float4 in_v2;
        float in_v2_lo1;
        float in_v2_hi4;
        float4 gx_v3;
        float4 gy_v4;
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_m0 = y_m0 * width + x_m0;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_m0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_m0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (ucond1) {
                    in_v0 = *(const float4*)(&in[i_m0 - width + 1] - 1);
                    in_v0_lo1 = in[i_m0 - width + 1 - 2];
                    in_v0_hi4 = in[i_m0 - width + 1 + 3];
                    in_v1 = *(const float4*)(&in[i_m0 + 1] - 1);
                    in_v1_lo1 = in[i_m0 + 1 - 2];
                    in_v1_hi4 = in[i_m0 + 1 + 3];
                    in_v2 = *(const float4*)(&in[i_m0 + width + 1] - 1);
                    in_v2_lo1 = in[i_m0 + width + 1 - 2];
                    in_v2_hi4 = in[i_m0 + width + 1 + 3];
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_m0 = in_v0.y + 2.0f * in_v1.y + in_v2.y - (in_v0_lo1 + 2.0f * in_v1_lo1 + in_v2_lo1);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_m0 = in_v2_lo1 + 2.0f * in_v2.x + in_v2.y - (in_v0_lo1 + 2.0f * in_v0.x + in_v0.y);
                }
                gx_v3.x = dx_m0;
                gy_v4.x = dy_m0;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_m1 = y_m1 * width + x_m1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_m1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_m1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (ucond1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_m1 = in_v0.z + 2.0f * in_v1.z + in_v2.z - (in_v0.x + 2.0f * in_v1.x + in_v2.x);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_m1 = in_v2.x + 2.0f * in_v2.y + in_v2.z - (in_v0.x + 2.0f * in_v0.y + in_v0.z);
                }
                gx_v3.y = dx_m1;
                gy_v4.y = dy_m1;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_m2 = y_m2 * width + x_m2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_m2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_m2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (ucond1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_m2 = in_v0.w + 2.0f * in_v1.w + in_v2.w - (in_v0.y + 2.0f * in_v1.y + in_v2.y);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_m2 = in_v2.y + 2.0f * in_v2.z + in_v2.w - (in_v0.y + 2.0f * in_v0.z + in_v0.w);
                }
                gx_v3.z = dx_m2;
                gy_v4.z = dy_m2;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_m3 = y_m3 * width + x_m3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_m3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_m3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (ucond1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_m3 = in_v0_hi4 + 2.0f * in_v1_hi4 + in_v2_hi4 - (in_v0.z + 2.0f * in_v1.z + in_v2.z);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_m3 = in_v2.z + 2.0f * in_v2.w + in_v2_hi4 - (in_v0.z + 2.0f * in_v0.w + in_v0_hi4);
                }
                gx_v3.w = dx_m3;
                *(float4*)(&gx[i_m3] - 3) = gx_v3;
                gy_v4.w = dy_m3;
                *(float4*)(&gy[i_m3] - 3) = gy_v4;
            }
        }
    } else {
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
        int ucond2 = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
        float4 in_v0_s;
        float in_v0_lo1_s;
        float in_v0_hi4_s;
        float4 in_v1_s;
        float in_v1_lo1_s;
        float in_v1_hi4_s;
        float4 in_v2_s;
        float in_v2_lo1_s;
        float in_v2_hi4_s;
        float4 gx_v3_s;
        float4 gy_v4_s;
        int ok0_copy0_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) > 0) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width - 1) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) > 0) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height - 1));
        int ok0_copy1_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) > 0) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u) < width - 1) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) > 0) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height - 1));
        int ok0_copy2_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) > 0) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u) < width - 1) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) > 0) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height - 1));
        int ok0_copy3_s = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height) & (((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) > 0) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u) < width - 1) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) > 0) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height - 1));
        in_v0_lo1_s = ok0_copy0_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1 - 2] : 0.0f;
        in_v0_hi4_s = ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1 + 3] : 0.0f;
        in_v1_lo1_s = ok0_copy0_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1 - 2] : 0.0f;
        in_v1_hi4_s = ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1 + 3] : 0.0f;
        in_v2_lo1_s = ok0_copy0_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1 - 2] : 0.0f;
        in_v2_hi4_s = ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1 + 3] : 0.0f;
        if ((ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s) & (ok0_copy1_s & (ok0_copy0_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy3_s) & ok0_copy2_s) & ((ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s))) {
            in_v0_s = *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1] - 1);
            in_v1_s = *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1] - 1);
            in_v2_s = *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1] - 1);
        } else {
            in_v0_s = (ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s) ? *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1] - 1) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            in_v1_s = ok0_copy1_s & (ok0_copy0_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy3_s) & ok0_copy2_s ? *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1] - 1) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            in_v2_s = (ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s) ? *(const float4*)(&in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1] - 1) : make_float4(0.0f, 0.0f, 0.0f, 0.0f);
            if (!((ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s))) {
                in_v0_s.x = ok0_copy0_s | ok0_copy1_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1 - 1] : 0.0f;
                in_v0_s.y = ok0_copy0_s | ok0_copy1_s | ok0_copy2_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1] : 0.0f;
                in_v0_s.z = ok0_copy1_s | ok0_copy2_s | ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1 + 1] : 0.0f;
                in_v0_s.w = ok0_copy2_s | ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) - width + 1 + 2] : 0.0f;
            }
            if (!(ok0_copy1_s & (ok0_copy0_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy3_s) & ok0_copy2_s)) {
                in_v1_s.x = ok0_copy1_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1 - 1] : 0.0f;
                in_v1_s.y = ok0_copy0_s | ok0_copy2_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1] : 0.0f;
                in_v1_s.z = ok0_copy1_s | ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1 + 1] : 0.0f;
                in_v1_s.w = ok0_copy2_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + 1 + 2] : 0.0f;
            }
            if (!((ok0_copy0_s | ok0_copy1_s) & (ok0_copy0_s | ok0_copy1_s | ok0_copy2_s) & (ok0_copy1_s | ok0_copy2_s | ok0_copy3_s) & (ok0_copy2_s | ok0_copy3_s))) {
                in_v2_s.x = ok0_copy0_s | ok0_copy1_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1 - 1] : 0.0f;
                in_v2_s.y = ok0_copy0_s | ok0_copy1_s | ok0_copy2_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1] : 0.0f;
                in_v2_s.z = ok0_copy1_s | ok0_copy2_s | ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1 + 1] : 0.0f;
                in_v2_s.w = ok0_copy2_s | ok0_copy3_s ? in[(int)(blockIdx.y * blockDim.y + threadIdx.y) * width + (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) + width + 1 + 2] : 0.0f;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_s0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_s0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_s0 = y_s0 * width + x_s0;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_s0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_s0 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (x_s0 > 0 && x_s0 < width - 1 && y_s0 > 0 && y_s0 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_s0 = in_v0_s.y + 2.0f * in_v1_s.y + in_v2_s.y - (in_v0_lo1_s + 2.0f * in_v1_lo1_s + in_v2_lo1_s);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_s0 = in_v2_lo1_s + 2.0f * in_v2_s.x + in_v2_s.y - (in_v0_lo1_s + 2.0f * in_v0_s.x + in_v0_s.y);
                }
                gx_v3_s.x = dx_s0;
                gy_v4_s.x = dy_s0;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_s1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_s1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_s1 = y_s1 * width + x_s1;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_s1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_s1 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (x_s1 > 0 && x_s1 < width - 1 && y_s1 > 0 && y_s1 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_s1 = in_v0_s.z + 2.0f * in_v1_s.z + in_v2_s.z - (in_v0_s.x + 2.0f * in_v1_s.x + in_v2_s.x);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_s1 = in_v2_s.x + 2.0f * in_v2_s.y + in_v2_s.z - (in_v0_s.x + 2.0f * in_v0_s.y + in_v0_s.z);
                }
                gx_v3_s.y = dx_s1;
                gy_v4_s.y = dy_s1;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_s2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_s2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_s2 = y_s2 * width + x_s2;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_s2 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_s2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (x_s2 > 0 && x_s2 < width - 1 && y_s2 > 0 && y_s2 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_s2 = in_v0_s.w + 2.0f * in_v1_s.w + in_v2_s.w - (in_v0_s.y + 2.0f * in_v1_s.y + in_v2_s.y);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_s2 = in_v2_s.y + 2.0f * in_v2_s.z + in_v2_s.w - (in_v0_s.y + 2.0f * in_v0_s.z + in_v0_s.w);
                }
                gx_v3_s.z = dx_s2;
                gy_v4_s.z = dy_s2;
            }
        }
        {
#line 6 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int x_s3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            int y_s3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
            if (ucond2) {
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                int i_s3 = y_s3 * width + x_s3;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dx_s3 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                float dy_s3 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                if (x_s3 > 0 && x_s3 < width - 1 && y_s3 > 0 && y_s3 < height - 1) {
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dx_s3 = in_v0_hi4_s + 2.0f * in_v1_hi4_s + in_v2_hi4_s - (in_v0_s.z + 2.0f * in_v1_s.z + in_v2_s.z);
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/sobel_gxgy_f32.cu"
                    dy_s3 = in_v2_s.z + 2.0f * in_v2_s.w + in_v2_hi4_s - (in_v0_s.z + 2.0f * in_v0_s.w + in_v0_hi4_s);
                }
                gx_v3_s.w = dx_s3;
                *(float4*)(&gx[i_s3] - 3) = gx_v3_s;
                gy_v4_s.w = dy_s3;
                *(float4*)(&gy[i_s3] - 3) = gy_v4_s;
            }
        }
    }
}
