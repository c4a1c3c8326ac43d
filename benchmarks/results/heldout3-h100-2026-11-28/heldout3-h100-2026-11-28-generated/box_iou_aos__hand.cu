extern "C" __global__ void box_iou_aos_hand(const float* boxes, float* iou, float qx0, float qy0, float qx1, float qy1, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        float4 bx = ((const float4*)boxes)[i];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        float w = fminf(bx.z, qx1) - fmaxf(bx.x, qx0);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        float h = fminf(bx.w, qy1) - fmaxf(bx.y, qy0);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        float inter = fmaxf(w, 0.0f) * fmaxf(h, 0.0f);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        float uni = (bx.z - bx.x) * (bx.w - bx.y) + (qx1 - qx0) * (qy1 - qy0) - inter;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/hand/box_iou_aos_hand.cu"
        iou[i] = inter / uni;
    }
}
