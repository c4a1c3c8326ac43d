extern "C" __global__ void box_iou_aos(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x0 = boxes[4 * i + 0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y0_ = boxes[4 * i + 1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float x1 = boxes[4 * i + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float y1_ = boxes[4 * i + 3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float w = fminf(x1, qx1) - fmaxf(x0, qx0);
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float h = fminf(y1_, qy1) - fmaxf(y0_, qy0);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float inter = fmaxf(w, 0.0f) * fmaxf(h, 0.0f);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        float uni = (x1 - x0) * (y1_ - y0_) + (qx1 - qx0) * (qy1 - qy0) - inter;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/box_iou_aos.cl"
        iou[i] = inter / uni;
    }
}
