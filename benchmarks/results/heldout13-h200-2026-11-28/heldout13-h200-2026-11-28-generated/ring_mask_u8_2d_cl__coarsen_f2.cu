extern "C" __global__ void ring_mask_u8_2d_cf2x(unsigned char* mask, int cx, int cy, int r_in, int r_out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    int x_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    int x_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    int y = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    if (x_0 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dx_0 = x_0 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dy_0 = y - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int d2_0 = dx_0 * dx_0 + dy_0 * dy_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        mask[y * width + x_0] = d2_0 >= r_in * r_in && d2_0 <= r_out * r_out ? 255 : 0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
    if (x_1 < width && y < height) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dx_1 = x_1 - cx;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int dy_1 = y - cy;
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        int d2_1 = dx_1 * dx_1 + dy_1 * dy_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/ring_mask_u8_2d.cl"
        mask[y * width + x_1] = d2_1 >= r_in * r_in && d2_1 <= r_out * r_out ? 255 : 0;
    }
}
