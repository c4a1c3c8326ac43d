extern "C" __global__ void ring_mask_u8_2d_cf8y_st2(unsigned char* mask, int cx, int cy, int r_in, int r_out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    int y_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_0 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_0 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_0 = y_0 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_0 = dx_0 * dx_0 + dy_0 * dy_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_0 * width + x] = d2_0 >= r_in * r_in && d2_0 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 2u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_1 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_1 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_1 = y_1 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_1 = dx_1 * dx_1 + dy_1 * dy_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_1 * width + x] = d2_1 >= r_in * r_in && d2_1 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 4u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_2 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_2 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_2 = y_2 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_2 = dx_2 * dx_2 + dy_2 * dy_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_2 * width + x] = d2_2 >= r_in * r_in && d2_2 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 6u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_3 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_3 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_3 = y_3 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_3 = dx_3 * dx_3 + dy_3 * dy_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_3 * width + x] = d2_3 >= r_in * r_in && d2_3 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 8u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_4 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_4 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_4 = y_4 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_4 = dx_4 * dx_4 + dy_4 * dy_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_4 * width + x] = d2_4 >= r_in * r_in && d2_4 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 10u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_5 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_5 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_5 = y_5 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_5 = dx_5 * dx_5 + dy_5 * dy_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_5 * width + x] = d2_5 >= r_in * r_in && d2_5 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 12u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_6 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_6 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_6 = y_6 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_6 = dx_6 * dx_6 + dy_6 * dy_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_6 * width + x] = d2_6 >= r_in * r_in && d2_6 <= r_out * r_out ? 255 : 0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
    if (threadIdx.y / 2u * 16u + threadIdx.y % 2u + 14u < 8u)
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
        if (x < width && y_7 < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dx_7 = x - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int dy_7 = y_7 - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            int d2_7 = dx_7 * dx_7 + dy_7 * dy_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cu"
            mask[y_7 * width + x] = d2_7 >= r_in * r_in && d2_7 <= r_out * r_out ? 255 : 0;
        }
}
