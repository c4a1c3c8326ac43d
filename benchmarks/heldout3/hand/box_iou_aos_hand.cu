// Held-out suite 3 (frozen), hand version of box_iou_aos: each thread reads its box as one
// float4 (a warp reads 512 contiguous bytes in one instruction).
extern "C" __global__ void box_iou_aos_hand(const float *boxes, float *iou, float qx0, float qy0,
                                            float qx1, float qy1, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float4 bx = ((const float4 *)boxes)[i];
        float w = fminf(bx.z, qx1) - fmaxf(bx.x, qx0);
        float h = fminf(bx.w, qy1) - fmaxf(bx.y, qy0);
        float inter = fmaxf(w, 0.0f) * fmaxf(h, 0.0f);
        float uni = (bx.z - bx.x) * (bx.w - bx.y) + (qx1 - qx0) * (qy1 - qy0) - inter;
        iou[i] = inter / uni;
    }
}
