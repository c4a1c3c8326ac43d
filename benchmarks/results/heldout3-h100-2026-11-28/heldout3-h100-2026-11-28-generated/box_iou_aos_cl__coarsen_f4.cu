extern "C" __global__ void box_iou_aos_cf4x(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x0_0 = boxes[4 * i_0 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y0_0 = boxes[4 * i_0 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x1_0 = boxes[4 * i_0 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y1_0 = boxes[4 * i_0 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float w_0 = fminf(x1_0, qx1) - fmaxf(x0_0, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float h_0 = fminf(y1_0, qy1) - fmaxf(y0_0, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float inter_0 = fmaxf(w_0, 0.0f) * fmaxf(h_0, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float uni_0 = (x1_0 - x0_0) * (y1_0 - y0_0) + (qx1 - qx0) * (qy1 - qy0) - inter_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        iou[i_0] = inter_0 / uni_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x0_1 = boxes[4 * i_1 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y0_1 = boxes[4 * i_1 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x1_1 = boxes[4 * i_1 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y1_1 = boxes[4 * i_1 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float w_1 = fminf(x1_1, qx1) - fmaxf(x0_1, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float h_1 = fminf(y1_1, qy1) - fmaxf(y0_1, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float inter_1 = fmaxf(w_1, 0.0f) * fmaxf(h_1, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float uni_1 = (x1_1 - x0_1) * (y1_1 - y0_1) + (qx1 - qx0) * (qy1 - qy0) - inter_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        iou[i_1] = inter_1 / uni_1;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x0_2 = boxes[4 * i_2 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y0_2 = boxes[4 * i_2 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x1_2 = boxes[4 * i_2 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y1_2 = boxes[4 * i_2 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float w_2 = fminf(x1_2, qx1) - fmaxf(x0_2, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float h_2 = fminf(y1_2, qy1) - fmaxf(y0_2, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float inter_2 = fmaxf(w_2, 0.0f) * fmaxf(h_2, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float uni_2 = (x1_2 - x0_2) * (y1_2 - y0_2) + (qx1 - qx0) * (qy1 - qy0) - inter_2;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        iou[i_2] = inter_2 / uni_2;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x0_3 = boxes[4 * i_3 + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y0_3 = boxes[4 * i_3 + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x1_3 = boxes[4 * i_3 + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y1_3 = boxes[4 * i_3 + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float w_3 = fminf(x1_3, qx1) - fmaxf(x0_3, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float h_3 = fminf(y1_3, qy1) - fmaxf(y0_3, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float inter_3 = fmaxf(w_3, 0.0f) * fmaxf(h_3, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float uni_3 = (x1_3 - x0_3) * (y1_3 - y0_3) + (qx1 - qx0) * (qy1 - qy0) - inter_3;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        iou[i_3] = inter_3 / uni_3;
    }
}
